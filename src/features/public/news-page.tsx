import { Link } from 'wouter'
import { publicPaths } from '../../api/contract/schemas/public-site'
import { siteDay } from '../../ui/dates'
import { useDocumentTitle } from '../../ui/use-document-title'
import styles from './home.module.css'
import { field, loadNews, usePublicRead } from './home-api'

// One public news item at a readable address (/news/{slug}), as admins published it.

export function NewsPage({ slug }: { slug: string }) {
  const { data: item, error } = usePublicRead(() => loadNews(slug), publicPaths.news(slug))
  useDocumentTitle(field(item, 'title') ?? 'News')
  return (
    <article className="section">
      <div className={`${styles.newsArticle} container`}>
        <p>
          <Link href="/news">← All news</Link>
        </p>
        {error ? (
          <>
            <h1>News not found</h1>
            <p>
              {error.status === 404
                ? 'This news item is not (or no longer) published.'
                : 'It could not be loaded.'}
            </p>
          </>
        ) : null}
        {item ? (
          <>
            <h1>{field(item, 'title')}</h1>
            <p className="muted">{item.published_at ? siteDay(item.published_at, 'long') : ''}</p>
            {item.pic ? (
              <img src={item.pic} alt="" className={styles.newsHero} width={960} height={540} />
            ) : null}
            {field(item, 'summary') ? <p className={styles.lead}>{field(item, 'summary')}</p> : null}
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised server-side (site-content/markdown.ts) */}
            {item.body_html ? <div dangerouslySetInnerHTML={{ __html: item.body_html }} /> : null}
          </>
        ) : null}
      </div>
    </article>
  )
}
