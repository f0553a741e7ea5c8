import { useLocation, useSearch } from 'wouter'
import type { ListBody } from '../../api/contract/schemas/common'
import { NEWS_PAGE_SIZE, newsPageRead } from '../../api/contract/schemas/public-site'
import type { ContentItem } from '../../api/contract/schemas/site-content'
import { Pager } from '../../ui/pager'
import { useDocumentTitle } from '../../ui/use-document-title'
import styles from './home.module.css'
import { field, usePublicRead } from './home-api'
import { NewsCard } from './news-card'

// /news: every published public news item, newest first, a page at a time (?page=2); each opens at /news/{slug}.
// Read with the browser's fetch like the landing page (no API client on the public site).

async function loadNewsPage(page: number): Promise<ListBody<ContentItem>> {
  const res = await fetch(newsPageRead(page), {
    headers: { accept: 'application/json' },
  })
  if (!res.ok) {
    await res.arrayBuffer().catch(() => undefined)
    throw Object.assign(new Error(`${res.status}`), { status: res.status })
  }
  return (await res.json()) as ListBody<ContentItem>
}

export function NewsListPage() {
  useDocumentTitle('News')
  const [path, navigate] = useLocation()
  const page = Math.max(1, Number(new URLSearchParams(useSearch()).get('page')) || 1)
  const { data, error } = usePublicRead(() => loadNewsPage(page), newsPageRead(page))
  const items = data?.data ?? []
  const total = data?.meta.total ?? 0
  return (
    <section className="section" aria-labelledby="news-list-title">
      <div className="container stack">
        <div className={styles.sectionIntro}>
          <h1 id="news-list-title">News</h1>
          <p>Everything we have published, newest first.</p>
        </div>
        {error ? <p>The news could not be loaded. Check the connection and try again.</p> : null}
        {data && items.length === 0 ? <p>No news yet.</p> : null}
        <div className={styles.cards}>
          {items.map((item) => (
            <NewsCard key={item.uid} item={item} heading="h2" />
          ))}
        </div>
        {total > NEWS_PAGE_SIZE ? (
          <Pager
            page={page}
            pages={Math.ceil(total / NEWS_PAGE_SIZE)}
            onPage={(next) => navigate(next > 1 ? `${path}?page=${next}` : path)}
            summary={`${total} news items`}
            label="News pages"
            loading={!data}
          />
        ) : null}
      </div>
    </section>
  )
}
