import { Link } from 'wouter'

export function AudienceSection() {
  return (
    <section className="section" aria-labelledby="audience-title">
      <div className="container">
        <div className="section-intro">
          <h2 id="audience-title">One record of the game, two kinds of users</h2>
          <p className="muted">
            Community members know the local game; scouts need to find it. Scoutline sits between them.
          </p>
        </div>
        <div className="grid">
          <article className="card" id="for-scouts">
            <span className="badge">For scouts</span>
            <h3>See players before the crowd does</h3>
            <ul>
              <li>Search players by country, position and gender, or filter on attributes.</li>
              <li>Keep a shortlist and read it offline on the way to the next match.</li>
              <li>Match history, game sheets, reports and tagged video moments per player.</li>
              <li>Private notes and enquiries about a player, answered by the provider.</li>
            </ul>
          </article>
          <article className="card" id="for-clubs">
            <span className="badge">For clubs and communities</span>
            <h3>Record every game, even without signal</h3>
            <ul>
              <li>Players, clubs, teams, leagues, tournaments and national sides in one place.</li>
              <li>Game sheets on a tablet at the stadium: line-ups, substitutions, goals and cards.</li>
              <li>Entries made offline are kept on the device and sent when the connection returns.</li>
              <li>Photos, reports and video events attached to the right player and game.</li>
            </ul>
          </article>
        </div>
      </div>
    </section>
  )
}

export function HowItWorks() {
  return (
    <section className="section section-alt" id="how-it-works" aria-labelledby="how-title">
      <div className="container">
        <div className="section-intro">
          <h2 id="how-title">How it works</h2>
          <p className="muted">From the touchline to a scout’s shortlist in four steps.</p>
        </div>
        <ol className="steps">
          <li>
            <h3>Record</h3>
            <p>Community members enter teams and fill in the game sheet pitch-side, online or not.</p>
          </li>
          <li>
            <h3>Build profiles</h3>
            <p>Every game adds minutes, goals, assists and cards to each player’s profile.</p>
          </li>
          <li>
            <h3>Discover</h3>
            <p>Scouts search, filter and shortlist the players who fit what they are looking for.</p>
          </li>
          <li>
            <h3>Connect</h3>
            <p>An enquiry about a player reaches the provider, who follows it up with the scout.</p>
          </li>
        </ol>
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
