import type { Db } from '../../db/client'
import { reportTemplates } from '../../db/schema/index'

// Three report templates a scouting department starts from (an admin edits them or makes new ones). Fixed uids
// and criterion ids: the seed runs on every start and changes nothing the second time.

const criterion = (id: string, label: string, description: string) => ({
  id,
  label,
  description,
  optional: false,
})

const templates = [
  {
    uid: '019a0000-0000-7000-8000-00000000c001',
    name: 'Centre back',
    positions: ['CB', 'DF'],
    scale: 5,
    criteria: [
      criterion('aerial', 'Aerial duels', 'Timing, leap and winning the first ball in both boxes'),
      criterion(
        'tackling',
        'Tackling and duels',
        'Defending one against one, on the ground, without fouling',
      ),
      criterion('positioning', 'Positioning', 'Covering, holding the line, reading danger before it comes'),
      criterion('passing', 'Passing out', 'Breaking lines from the back under pressure'),
      criterion('pace', 'Recovery pace', 'Getting back into the race against a runner in behind'),
      criterion('leadership', 'Leadership', 'Organising the line, communication, composure'),
    ],
  },
  {
    uid: '019a0000-0000-7000-8000-00000000c002',
    name: 'Winger',
    positions: ['RW', 'LW', 'RM', 'LM', 'FW'],
    scale: 5,
    criteria: [
      criterion('dribbling', 'One against one', 'Beating a full back, in tight spaces and at speed'),
      criterion('pace', 'Pace and acceleration', 'The first five metres and top speed with the ball'),
      criterion('delivery', 'Final ball', 'Crosses, cut-backs and through balls that reach a team-mate'),
      criterion('finishing', 'End product', 'Shots on target and goals from wide and inside'),
      criterion('work', 'Work without the ball', 'Tracking back, pressing the full back'),
    ],
  },
  {
    uid: '019a0000-0000-7000-8000-00000000c003',
    name: 'General',
    positions: [],
    scale: 10,
    criteria: [
      criterion('technique', 'Technique', 'First touch, passing range, weaker foot'),
      criterion('tactics', 'Tactical understanding', 'Decisions, positioning, following the plan'),
      criterion('physical', 'Physical', 'Pace, strength and stamina for the level'),
      criterion('mentality', 'Mentality', 'Attitude, reaction to mistakes, leadership'),
      criterion('potential', 'Potential', 'How far he can go in two to three seasons'),
    ],
  },
]

/** Adds the demo templates that are not there yet; answers how many it added. */
export async function seedDemoTemplates(db: Db) {
  const added = await db
    .insert(reportTemplates)
    .values(templates)
    .onConflictDoNothing()
    .returning({ uid: reportTemplates.uid })
  return added.length
}
