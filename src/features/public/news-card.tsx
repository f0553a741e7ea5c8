import { Link } from 'wouter'
import type { ContentItem } from '../../api/contract/schemas/site-content'
import { siteDay } from '../../ui/dates'
import styles from './home.module.css'
import { field } from './home-api'

// One public news item as a card — its picture, day, title linking to the article and summary — on /home's news
// section and on /news, so both read the same.

export function NewsCard({ item, heading: Heading }: { item: ContentItem; heading: 'h2' | 'h3' }) {
  return (
    <article className={`${styles.newsCard} card`}>
      {item.thumb ? (
        <img src={item.thumb} alt="" loading="lazy" width={320} height={180} className={styles.newsPic} />
      ) : null}
      <p className="muted">{item.published_at ? siteDay(item.published_at) : ''}</p>
      <Heading>
        <Link href={`/news/${item.slug}`}>{field(item, 'title')}</Link>
      </Heading>
      {field(item, 'summary') ? <p>{field(item, 'summary')}</p> : null}
    </article>
  )
}
