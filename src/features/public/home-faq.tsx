import styles from './home.module.css'
import { field, type HomeItem } from './home-api'

// The FAQ as admins keep it, in their order: a section of /home and the whole of /faq (its heading the page's
// h1 there). Plain <details> so it works without JS.

export function HomeFaq({ items, heading: Heading = 'h2' }: { items: HomeItem[]; heading?: 'h1' | 'h2' }) {
  if (items.length === 0) return null
  return (
    <section className="section" id="faq" aria-labelledby="faq-title">
      <div className="container">
        <div className={styles.sectionIntro}>
          <Heading id="faq-title">Frequently asked questions</Heading>
        </div>
        <div className={styles.faq}>
          {items.map((item) => (
            <details key={item.uid}>
              <summary>{field(item, 'question')}</summary>
              <p>{field(item, 'answer')}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  )
}
