import { Link } from 'wouter'
import { useDocumentTitle } from '../../ui/use-document-title'
import { HomeFaq } from './home-faq'
import { AudienceSection, HowItWorks, SignInStrip } from './home-sections'
import { PitchArt } from './pitch-art'
import './home.css'

// The public landing page (spec §2 "home"). Sections carry ids so /home#… links land on them.

export function HomePage() {
  useDocumentTitle('Football talent scouting')
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero-grid">
          <div>
            <p className="eyebrow">Football talent scouting</p>
            <h1 id="hero-title">Find the players nobody has filmed yet</h1>
            <p>
              Scoutline brings match data from grassroots and youth football — line-ups, minutes, goals, cards
              and video moments, recorded pitch-side by the community — to the scouts who are looking for the
              next talent.
            </p>
            <div className="hero-actions">
              <Link href="/register" className="btn btn-gold">
                Create a scout account
              </Link>
              <Link href="/home#how-it-works" className="btn btn-secondary">
                See how it works
              </Link>
            </div>
          </div>
          <PitchArt />
        </div>
      </section>
      <AudienceSection />
      <HowItWorks />
      <HomeFaq />
      <SignInStrip />
    </>
  )
}
