import type { Consensus } from '../../../api/contract/schemas/workspaces'
import { recommendations } from '../../../api/contract/terms/scouting'
import { useRecord } from '../../../api/use-read'
import styles from './club.module.css'
import { loadConsensus } from './club-api'

// Compare's club rows: each player's consensus side by side — the recommendations tallied and each shared
// criterion's median and range, the spread marked where scouts disagree. Blind columns say only how many
// colleagues reported. Nothing for a scout in no club.

interface ComparedPlayer {
  uid: string
  name: string | null
}

const tally = (c: Consensus) =>
  c.blind
    ? `${c.colleagues} colleague${c.colleagues === 1 ? '' : 's'} reported — write yours to see theirs`
    : recommendations.map((r) => `${r.label} ${c.recommendations[r.code]}`).join(' · ')

export function CompareConsensus({ players }: { players: ComparedPlayer[] }) {
  const read = useRecord(
    () => Promise.all(players.map((p) => loadConsensus(p.uid).catch(() => null))),
    [players.map((p) => p.uid).join()],
  )
  const all = read.data
  if (!all || all.every((c) => c === null)) return null
  const labels = [...new Set(all.flatMap((c) => c?.criteria.map((x) => `${x.scale}|${x.label}`) ?? []))]
  return (
    <section className="card stack" aria-labelledby="compare-consensus-title">
      <h2 id="compare-consensus-title">Your club's consensus</h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard. */}
      <section className="table-wrap" tabIndex={0} aria-label="Consensus side by side">
        <table className={`data-table side-by-side ${styles.consensusTable}`}>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">Judgement</span>
              </th>
              {players.map((p) => (
                <th key={p.uid} scope="col">
                  {p.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Recommendations</th>
              {all.map((c, i) => (
                <td key={players[i]!.uid} data-label={players[i]!.name ?? 'Player'}>
                  {c ? tally(c) : '—'}
                </td>
              ))}
            </tr>
            {labels.map((key) => {
              const [scale, label] = key.split('|') as [string, string]
              return (
                <tr key={key}>
                  <th scope="row">{label}</th>
                  {all.map((c, i) => {
                    const x = c?.criteria.find((y) => y.label === label && String(y.scale) === scale)
                    return (
                      <td key={players[i]!.uid} data-label={players[i]!.name ?? 'Player'}>
                        {x ? (
                          <>
                            {x.median} / {x.scale} ({x.min}–{x.max})
                            {x.disagree ? <span className={styles.disagree}> · disagree</span> : null}
                          </>
                        ) : (
                          '—'
                        )}
                      </td>
                    )
                  })}
                </tr>
              )
            })}
          </tbody>
        </table>
      </section>
    </section>
  )
}
