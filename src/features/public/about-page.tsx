import { Link } from 'wouter'
import { publicPaths } from '../../api/contract/schemas/public-site'
import { useDocumentTitle } from '../../ui/use-document-title'
import { loadHome, usePublicRead } from './home-api'
import { AboutSection, AgentsSection, TestimonialsSection } from './home-sections'

// /about: who runs Scoutline, its agents and what clubs say, from the same published content (and the same read)
// as /home's sections of those names.

export function AboutPage() {
  useDocumentTitle('About us')
  const { data: home, error } = usePublicRead(loadHome, publicPaths.home)
  return (
    <>
      {home ? (
        <>
          {home.about || home.about_members.length ? (
            <AboutSection about={home.about} members={home.about_members} heading="h1" />
          ) : (
            <AboutFallback />
          )}
          <AgentsSection agents={home.agents} />
          <TestimonialsSection testimonials={home.testimonials} />
        </>
      ) : (
        <AboutFallback failed={Boolean(error)} />
      )}
      <section className="section" aria-labelledby="about-next">
        <div className="container">
          <h2 id="about-next">Work with us</h2>
          <p>
            See the <Link href="/packages">packages and their prices</Link>, read the{' '}
            <Link href="/faq">frequently asked questions</Link> or <Link href="/contact">write to us</Link>.
          </p>
        </div>
      </section>
    </>
  )
}

function AboutFallback({ failed = false }: { failed?: boolean }) {
  return (
    <section className="section" aria-labelledby="about-title">
      <div className="container">
        <h1 id="about-title">About us</h1>
        {failed ? <p>The latest content could not be loaded. Try again in a moment.</p> : null}
      </div>
    </section>
  )
}
