import { Link } from 'wouter'
import type { Team } from '../../../api/contract/schemas/football-competitions'
import { useRecord } from '../../../api/use-read'
import sheetStyles from './game-sheet.module.css'
import { teamsOnDevice } from './games-api'

// A team search without a signal finds only the teams kept on this tablet. Said in words, with those teams to
// choose from, and the way to add a team that is not here as a new record that syncs later (the Teams page's
// form works offline): "The search failed; check the connection" left a member at the ground with nothing to do.

/** How many kept teams are offered by name; the rest are counted. */
const SHOWN = 12

export function OfflineTeams({ typed, onChoose }: { typed: string; onChoose: (team: Team) => void }) {
  const kept = useRecord(() => teamsOnDevice(), [])
  const all = kept.data ?? []
  return (
    <div className="from-device stack" role="status">
      <p>
        No connection: only the teams kept on this tablet can be found, and none of them is called “{typed}”.
      </p>
      {all.length ? (
        <>
          <p>
            Kept on this tablet ({all.length}): the teams of your game days, of the games you opened and of
            the competitions taken offline.
          </p>
          <ul className={sheetStyles.pickerResults} aria-label="Teams kept on this tablet">
            {all.slice(0, SHOWN).map((team) => (
              <li key={team.uid}>
                <button type="button" className={sheetStyles.pickerOption} onClick={() => onChoose(team)}>
                  <strong>{team.name}</strong>
                  {team.season ? <span className="muted"> · {team.season}</span> : null}
                </button>
              </li>
            ))}
          </ul>
          {all.length > SHOWN ? (
            <p className="muted">And {all.length - SHOWN} more: type part of a name.</p>
          ) : null}
        </>
      ) : kept.data ? (
        <p>
          No team is kept on this tablet: the teams of your games two weeks either side of today, and of the
          competitions taken offline on the Games page, are kept while the app is open with a signal.
        </p>
      ) : null}
      <p>
        Not kept here? Add it with the <Link href="~/community/data/team/new">new team form</Link>: it is
        saved on this tablet, syncs when the connection is back, and this search finds it at once.
      </p>
    </div>
  )
}
