import { Link } from 'wouter'
import { publicPaths } from '../../api/contract/schemas/public-site'
import { useDocumentTitle } from '../../ui/use-document-title'
import { loadHome, usePublicRead } from './home-api'
import { HomeFaq } from './home-faq'

// /faq: the questions admins keep, the very section /home shows (one source: home-faq.tsx, the same read).

export function FaqPage() {
  useDocumentTitle('Frequently asked questions')
  const { data: home, error } = usePublicRead(loadHome, publicPaths.home)
  const items = home?.faq ?? []
  return (
    <>
      {items.length ? (
        <HomeFaq items={items} heading="h1" />
      ) : (
        <section className="section" aria-labelledby="faq-title">
          <div className="container">
            <h1 id="faq-title">Frequently asked questions</h1>
            {error ? <p>The questions could not be loaded. Try again in a moment.</p> : null}
            {home ? <p>No questions are published yet.</p> : null}
          </div>
        </section>
      )}
      <section className="section" aria-labelledby="faq-more">
        <div className="container">
          <h2 id="faq-more">Another question?</h2>
          <p>
            <Link href="/contact">Write to us</Link>: we answer every message.
          </p>
        </div>
      </section>
    </>
  )
}
