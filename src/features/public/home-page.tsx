import { useEffect } from 'react'
import { Link } from 'wouter'
import { publicPaths } from '../../api/contract/schemas/public-site'
import { useDocumentTitle } from '../../ui/use-document-title'
import styles from './home.module.css'
import { field, loadHome, usePublicRead } from './home-api'
import { HomeFaq } from './home-faq'
import {
  AboutSection,
  AgentsSection,
  Banners,
  Highlights,
  NewsSection,
  SignInStrip,
  TestimonialsSection,
} from './home-sections'
import { PitchArt } from './pitch-art'

// The public landing page (docs/spec.md#2-routes): everything on it is what admins publish (GET /api/public/home),
// except the sign-in links. Sections carry ids so /home#… links land on them.

export function HomePage() {
  useDocumentTitle('Football talent scouting')
  const { data: home, error } = usePublicRead(loadHome, publicPaths.home)
  const landing = home?.landing ?? null
  const cta = field(landing, 'cta_label')
  // The sections arrive with the content, after the route has rendered: an address with #section scrolls to
  // it once it exists (the scroll manager has given up looking by then if the answer was slow).
  useEffect(() => {
    if (!home) return
    const id = decodeURIComponent(window.location.hash.slice(1))
    if (id) document.getElementById(id)?.scrollIntoView({ block: 'start' })
  }, [home])
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className={`${styles.heroGrid} container`}>
          <div>
            <p className={styles.eyebrow}>Football talent scouting</p>
            <h1 id="hero-title">{field(landing, 'title') ?? (home || error ? 'Scoutline' : '\u00a0')}</h1>
            {/* Room for the title and subtitle before they arrive, so nothing below jumps when they do. */}
            <p className={styles.heroSub}>{field(landing, 'subtitle')}</p>
            <div className={styles.heroActions}>
              {cta ? (
                <Link href={field(landing, 'cta_href') ?? '/register'} className="btn btn-gold">
                  {cta}
                </Link>
              ) : null}
              <Link href="/home#sign-in" className="btn btn-secondary">
                Sign in
              </Link>
            </div>
          </div>
          {landing?.pic ? (
            <img src={landing.pic} alt="" className={styles.heroArt} width={480} height={360} />
          ) : (
            <PitchArt />
          )}
        </div>
      </section>
      {error ? (
        <p className="container form-message" data-kind="error" role="alert">
          The latest content could not be loaded. Try again in a moment.
        </p>
      ) : null}
      {/* Until the content arrives it holds a screen's height: the footer does not flash up and get pushed. */}
      {!home && !error ? <div className={styles.homePending} /> : null}
      {home ? (
        <>
          <Highlights landing={landing} />
          <Banners items={home.news_ad_banners} label="Announcements" />
          <NewsSection news={home.news} />
          <AboutSection about={home.about} members={home.about_members} />
          <AgentsSection agents={home.agents} />
          <TestimonialsSection testimonials={home.testimonials} />
          <HomeFaq items={home.faq} />
          <Banners items={home.advertisements} label="Advertisements" />
        </>
      ) : null}
      {home || error ? <SignInStrip /> : null}
    </>
  )
}
