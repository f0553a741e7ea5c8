import styles from './home.module.css'
import { field, type HomeItem } from './home-api'

// The FAQ as admins keep it, in their order. Plain <details> so it works without JS.

export function HomeFaq({ items }: { items: HomeItem[] }) {
  if (items.length === 0) return null
  return (
    <section className="section" id="faq" aria-labelledby="faq-title">
      <div className="container">
        <div className={styles.sectionIntro}>
          <h2 id="faq-title">Frequently asked questions</h2>
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
