import type { ContentItem } from '../../api/contract/schemas/site-content'
import { useRecord } from '../../api/use-read'
import { FormMessage } from '../../ui/field'
import { useDocumentTitle } from '../../ui/use-document-title'
import { loadScoutNews } from './news-api'

// /scout/news: what the provider publishes for scouts (admins write it under Site content › Scout news), newest
// first, each item whole: scout news is short and read in one go.

const text = (item: ContentItem, name: string) => {
  const value = (item.fields as Record<string, unknown>)[name]
  return typeof value === 'string' && value.trim() ? value : undefined
}

export function ScoutNewsPage() {
  useDocumentTitle('News')
  const read = useRecord(() => loadScoutNews(), [])
  return (
    <>
      <div className="page-head">
        <div>
          <h1>News</h1>
          <p>From the people behind Scoutline: new data, features and events.</p>
        </div>
      </div>
      <div className="stack">
        {read.error ? <FormMessage kind="error">The news could not be loaded.</FormMessage> : null}
        {read.data && read.data.length === 0 ? <p className="empty-state">No news yet.</p> : null}
        {read.data?.map((item) => (
          <article key={item.uid} className="card stack" aria-labelledby={`news-${item.uid}`}>
            <h2 id={`news-${item.uid}`}>{text(item, 'title') ?? 'News'}</h2>
            {item.published_at ? (
              <p className="muted">
                {new Date(item.published_at).toLocaleDateString(undefined, { dateStyle: 'long' })}
              </p>
            ) : null}
            {item.pic ? (
              <img
                src={item.thumb ?? item.pic}
                alt=""
                loading="lazy"
                width={640}
                height={360}
                style={{ maxWidth: '100%', height: 'auto', borderRadius: 'var(--radius)' }}
              />
            ) : null}
            {text(item, 'summary') ? <p className="lead">{text(item, 'summary')}</p> : null}
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised server-side (site-content/markdown.ts) */}
            {item.body_html ? <div dangerouslySetInnerHTML={{ __html: item.body_html }} /> : null}
          </article>
        ))}
      </div>
    </>
  )
}
