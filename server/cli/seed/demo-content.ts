import { count, eq } from 'drizzle-orm'
import sharp from 'sharp'
import type { ContentKind } from '../../../src/api/contract/schemas/site-content'
import { storePicture } from '../../adapters/pictures'
import type { Storage } from '../../adapters/storage/storage'
import type { Db } from '../../db/client'
import { packages, siteContent } from '../../db/schema/index'
import { findAccountByEmail } from '../../domain/accounts/accounts'
import { createContent, putSingle } from '../../domain/site-content/content'

// The public site's demo content (outside production): believable football copy in every section of /home, so a
// fresh `npm start` looks like a real site. Written once, through the same domain calls an admin's edits go
// through (audited as the demo admin); a site that already has content is left alone.

const days = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString()

const items: [ContentKind, Record<string, unknown>][] = [
  [
    'agent',
    {
      name: 'Lucía Fernández',
      title: 'Head of scouting, Iberia',
      region: 'Spain and Portugal',
      bio: 'Former Segunda División analyst; twelve years watching academy football from Galicia to the Algarve.',
    },
  ],
  [
    'agent',
    {
      name: 'Kwame Mensah',
      title: 'West Africa network',
      region: 'Ghana, Ivory Coast, Senegal',
      bio: 'Runs our partnerships with 40 academies and the community members who film their games.',
    },
  ],
  [
    'agent',
    {
      name: 'Jonas Lindqvist',
      title: 'Data and video',
      region: 'Nordics',
      bio: 'Turns game sheets into the numbers scouts filter on, and makes sure every minute is honest.',
    },
  ],
  [
    'about_member',
    {
      name: 'Marta Oliveira',
      role: 'Founder, former U19 coach',
      bio: 'Started Scoutline after seeing too many good players missed for lack of footage.',
    },
  ],
  [
    'about_member',
    {
      name: 'Daniel Okafor',
      role: 'Community lead',
      bio: 'Trains the volunteers who keep game sheets at grounds with no signal.',
    },
  ],
  [
    'about_member',
    {
      name: 'Sophie Martin',
      role: 'Scout relations',
      bio: 'Looks after clubs and agencies, and answers every enquiry within a working day.',
    },
  ],
  [
    'testimonial',
    {
      author: 'Academy director, Primeira Liga club',
      role: 'Portugal',
      quote:
        'We found our U18 left back through a game sheet typed on a tablet at a ground with no signal. Two weeks later he trained with us.',
    },
  ],
  [
    'testimonial',
    {
      author: 'Chief scout, Eredivisie club',
      role: 'Netherlands',
      quote:
        'The shortlist works on the train and at the stadium. The minutes are real minutes, not guesses.',
    },
  ],
  [
    'testimonial',
    {
      author: 'Community volunteer',
      role: 'Kumasi, Ghana',
      quote: 'I record every game of our league. Now scouts from Europe read what I write.',
    },
  ],
  [
    'public_news',
    {
      title: 'World Cup 2026: every goal, every scorer',
      summary: 'All 104 games of the World Cup are in Scoutline, with each goal credited to its scorer.',
      body: 'The **World Cup 2026** is in: 48 squads, 1,248 players and all 104 games.\n\nLine-ups were not published with the data, so appearances say *not recorded* rather than guessing minutes — the goals are all there.',
      status: 'published',
      published_at: days(2),
    },
  ],
  [
    'public_news',
    {
      title: 'Game sheets that survive a dead signal',
      summary: 'Community members can now keep a whole game on a tablet offline.',
      body: 'Goals, cards and substitutions are kept on the device and sent, once and only once, when the connection returns.',
      status: 'published',
      published_at: days(9),
    },
  ],
  [
    'public_news',
    {
      title: 'Compare up to four players side by side',
      summary: 'Ratings, goals and minutes per 90 in one table, with a radar.',
      body: 'Tick players on your shortlist and open **Compare**: the better value of each row is marked.',
      status: 'published',
      published_at: days(16),
    },
  ],
  [
    'scout_news',
    {
      title: 'New: hot players, and why they are hot',
      summary: 'Form over the last five matches and interest from other scouts.',
      body: 'Each hot player comes with its reason, such as "4 goals and 2 assists in the last 5 matches".',
      status: 'published',
      published_at: days(3),
    },
  ],
  [
    'scout_news',
    {
      title: 'Search forgives typos now',
      summary: '"Mbappe" finds Kylian Mbappé.',
      body: 'Names that start with what you typed come first; when nothing matches, the closest names do.',
      status: 'published',
      published_at: days(12),
    },
  ],
  [
    'faq',
    {
      question: 'Who records the games?',
      answer:
        'Community members — coaches, club volunteers, local journalists — on a tablet at the ground. The app keeps their entries when there is no signal and sends them later.',
    },
  ],
  [
    'faq',
    {
      question: 'Can I use Scoutline at a stadium without internet?',
      answer:
        'Yes. Scouts read their cached shortlist offline; community members record whole games offline.',
    },
  ],
  [
    'faq',
    {
      question: 'How do I contact a player?',
      answer:
        'Send an enquiry from the player’s page. We contact the player’s club or guardian; contact details are never shown to scouts.',
    },
  ],
  [
    'faq',
    {
      question: 'What does it cost?',
      answer: 'Searching and shortlisting are free. Packages add enquiries, video and reports.',
    },
  ],
  [
    'faq',
    {
      question: 'Why do some players show “appearances not recorded”?',
      answer:
        'Their games were imported with the scorers only. We never invent minutes: where a line-up is missing we say so.',
    },
  ],
  [
    'about',
    {
      title: 'About Scoutline',
      body: 'Scoutline connects the people who **watch** grassroots and youth football with the scouts who **look** for talent.\n\nEvery number on a player’s page comes from a game sheet somebody kept at the ground.',
    },
  ],
  [
    'landing',
    {
      title: 'Find the players nobody has filmed yet',
      subtitle:
        'Match data from grassroots and youth football — line-ups, minutes, goals, cards and video moments, recorded pitch-side by the community — for the scouts looking for the next talent.',
      cta_label: 'Create a scout account',
      cta_href: '/register',
      highlight_1: 'Search, filter and shortlist players; read your shortlist offline.',
      highlight_2: 'Game sheets kept on a tablet at grounds without signal.',
      highlight_3: 'Enquiries answered by the people who know the player.',
    },
  ],
]

/** A picture made here (no binary files in the repository): a pitch-green card with a line of text. */
async function banner(text: string, width: number, height: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#0f3d2e"/><rect x="12" y="12" width="${width - 24}" height="${height - 24}" fill="none" stroke="#f2c230" stroke-width="4"/>
    <text x="50%" y="54%" font-family="sans-serif" font-size="${Math.round(height / 6)}" fill="#ffffff" text-anchor="middle">${text}</text></svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

/**
 * The home page's ad for the middle package, in the words of the package itself (name, enquiries a month,
 * videos), so the ad cannot promise more than the Packages page sells.
 */
async function packageAd(db: Db) {
  const [pro] = await db.select().from(packages).where(eq(packages.code, 'pro'))
  if (!pro) return { title: 'Packages for every scout: more enquiries, video moments', banner: 'Scoutline' }
  const extras = pro.videos ? ' and video moments' : ''
  return { title: `${pro.name}: ${pro.enquiriesPerMonth} enquiries a month${extras}`, banner: pro.name }
}

export async function seedDemoContent(db: Db, storage: Storage) {
  const [existing] = await db.select({ n: count() }).from(siteContent)
  if (Number(existing?.n ?? 0) > 0) return 0
  const admin = await findAccountByEmail(db, 'admin', 'admin@example.com')
  if (!admin) return 0
  const actor = { uid: admin.uid, email: admin.email }
  for (const [kind, fields] of items) {
    if (kind === 'about' || kind === 'landing') await putSingle(db, actor, kind, fields)
    else await createContent(db, actor, kind, fields)
  }
  const ad = await packageAd(db)
  const pictures: [ContentKind, Record<string, unknown>, string, number, number][] = [
    ['advertisement', { title: ad.title, link_url: '/register' }, ad.banner, 1200, 400],
    [
      'news_ad_banner',
      { title: 'Record your league’s games', link_url: '/community/login' },
      'Keep the game sheet',
      1200,
      300,
    ],
  ]
  for (const [kind, fields, text, width, height] of pictures) {
    const file = await storePicture(storage, await banner(text, width, height), `${kind}.png`)
    await createContent(db, actor, kind, fields, file)
  }
  return items.length + pictures.length
}
