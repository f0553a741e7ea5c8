// Questions a club's scouting department asks before signing up. Plain <details> so it works without JS.

const questions = [
  {
    q: 'Who enters the match data?',
    a: 'Community members: people at the clubs and competitions who record line-ups and game events. Administrators invite them.',
  },
  {
    q: 'Does it work at a stadium with no signal?',
    a: 'Yes. The community app is installed on the tablet; what is entered offline is kept on the device and sent, in order, when the connection returns.',
  },
  {
    q: 'Can I read my shortlist offline?',
    a: 'Yes. Your shortlisted players and their pictures are kept on your device so you can review them while travelling.',
  },
  {
    q: 'How do I become a scout on Scoutline?',
    a: 'Create a scout account with a username, your email and a password. You can start browsing at once and choose a package in your account.',
  },
  {
    q: 'I forgot my password. What now?',
    a: 'Use “Forgot your password?” on the sign-in page. We email a link that works once, for 15 minutes.',
  },
]

export function HomeFaq() {
  return (
    <section className="section" id="faq" aria-labelledby="faq-title">
      <div className="container">
        <div className="section-intro">
          <h2 id="faq-title">Frequently asked questions</h2>
        </div>
        <div className="faq">
          {questions.map(({ q, a }) => (
            <details key={q}>
              <summary>{q}</summary>
              <p>{a}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  )
}
