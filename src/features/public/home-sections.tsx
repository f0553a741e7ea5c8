import { Link } from 'wouter'
import styles from './home.module.css'
import { field, type HomeItem } from './home-api'
import { NewsCard } from './news-card'

// The landing page's sections, each drawn from what admins publish (GET /api/public/home). A section with
// nothing published is left out. Pictures are lazy and sized, so they neither delay the page nor shift it.

export function Highlights({ landing }: { landing: HomeItem | null }) {
  const lines = ['highlight_1', 'highlight_2', 'highlight_3'].map((k) => field(landing, k)).filter(Boolean)
  if (lines.length === 0) return null
  return (
    <section className="section" aria-label="Highlights">
      <div className="container">
        <ul className={styles.highlights}>
          {lines.map((line) => (
            <li key={line} className="card">
              {line}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

export function NewsSection({ news }: { news: HomeItem[] }) {
  if (news.length === 0) return null
  return (
    <section className={`${styles.sectionAlt} section`} id="news" aria-labelledby="news-title">
      <div className="container">
        <div className={styles.sectionIntro}>
          <h2 id="news-title">News</h2>
          <p>
            <Link href="/news">All news →</Link>
          </p>
        </div>
        <div className={styles.cards}>
          {news.map((item) => (
            <NewsCard key={item.uid} item={item} heading="h3" />
          ))}
        </div>
      </div>
    </section>
  )
}

/** Who we are: a section of /home and the first of /about (its heading the page's h1 there). */
export function AboutSection({
  about,
  members,
  heading: Heading = 'h2',
}: {
  about: HomeItem | null
  members: HomeItem[]
  heading?: 'h1' | 'h2'
}) {
  if (!about && members.length === 0) return null
  return (
    <section className="section" id="about" aria-labelledby="about-title">
      <div className="container">
        <div className={styles.sectionIntro}>
          <Heading id="about-title">{field(about, 'title') ?? 'About us'}</Heading>
          {/* Rendered from Markdown by the server with raw HTML switched off (safe as it is). */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised server-side (site-content/markdown.ts) */}
          {about?.body_html ? <div dangerouslySetInnerHTML={{ __html: about.body_html }} /> : null}
        </div>
        <People items={members} title={(m) => field(m, 'name')} sub={(m) => field(m, 'role')} />
      </div>
    </section>
  )
}

export function AgentsSection({ agents }: { agents: HomeItem[] }) {
  if (agents.length === 0) return null
  return (
    <section className={`${styles.sectionAlt} section`} id="agents" aria-labelledby="agents-title">
      <div className="container">
        <div className={styles.sectionIntro}>
          <h2 id="agents-title">Our agents</h2>
          <p className="muted">The people who know the game where it is played.</p>
        </div>
        <People
          items={agents}
          title={(a) => field(a, 'name')}
          sub={(a) => [field(a, 'title'), field(a, 'region')].filter(Boolean).join(' · ')}
        />
      </div>
    </section>
  )
}

function People({
  items,
  title,
  sub,
}: {
  items: HomeItem[]
  title: (item: HomeItem) => string | null
  sub: (item: HomeItem) => string | null
}) {
  return (
    <div className={styles.cards}>
      {items.map((item) => (
        <article key={item.uid} className="card person">
          {item.thumb ? (
            <img src={item.thumb} alt="" loading="lazy" width={96} height={96} className={styles.personPic} />
          ) : null}
          <h3>{title(item)}</h3>
          {sub(item) ? <p className="muted">{sub(item)}</p> : null}
          {field(item, 'bio') ? <p>{field(item, 'bio')}</p> : null}
        </article>
      ))}
    </div>
  )
}

export function TestimonialsSection({ testimonials }: { testimonials: HomeItem[] }) {
  if (testimonials.length === 0) return null
  return (
    <section className="section" id="testimonials" aria-labelledby="testimonials-title">
      <div className="container">
        <div className={styles.sectionIntro}>
          <h2 id="testimonials-title">What clubs say</h2>
        </div>
        <div className={styles.cards}>
          {testimonials.map((t) => (
            <figure key={t.uid} className={`${styles.quote} card`}>
              <blockquote>{field(t, 'quote')}</blockquote>
              <figcaption>
                <strong>{field(t, 'author')}</strong>
                {field(t, 'role') ? <span className="muted"> · {field(t, 'role')}</span> : null}
              </figcaption>
            </figure>
          ))}
        </div>
      </div>
    </section>
  )
}

/** Advertisements and news banners: each is its picture, linked when it has a link. */
export function Banners({ items, label }: { items: HomeItem[]; label: string }) {
  if (items.length === 0) return null
  return (
    <section className="section banners" aria-label={label}>
      <div className="container stack">
        {items.map((item) => {
          const image = item.pic ? (
            <img src={item.pic} alt={field(item, 'title') ?? ''} loading="lazy" width={1200} height={300} />
          ) : null
          const href = field(item, 'link_url')
          return (
            <div key={item.uid} className={styles.banner}>
              {href ? <a href={href}>{image}</a> : image}
            </div>
          )
        })}
      </div>
    </section>
  )
}

export function SignInStrip() {
  return (
    <section className="section" id="sign-in" aria-labelledby="sign-in-title">
      <div className="container">
        <h2 id="sign-in-title">Already with us?</h2>
        <div className="grid">
          <div className="card stack">
            <h3>Scouts</h3>
            <p className="muted">Your searches, shortlist, notes and enquiries.</p>
            <Link href="/login" className="btn btn-primary">
              Scout sign in
            </Link>
          </div>
          <div className="card stack">
            <h3>Community members</h3>
            <p className="muted">Players, teams, games and media you look after.</p>
            <Link href="/community/login" className="btn btn-primary">
              Community sign in
            </Link>
          </div>
          <div className="card stack">
            <h3>Administrators</h3>
            <p className="muted">Site content, accounts and enquiries.</p>
            <Link href="/admin/login" className="btn btn-primary">
              Admin sign in
            </Link>
          </div>
        </div>
      </div>
    </section>
  )
}
