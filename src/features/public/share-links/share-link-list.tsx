import { positionName } from '../../../api/contract/terms/players'
import { listStatusLabel, recommendationLabel } from '../../../api/contract/terms/scouting'
import type { SharedView } from '../../../api/contract/terms/share-links'
import { StackedTable } from '../../../ui/stacked-table'
import { NumberOrUnknown } from '../../../ui/unknown-number'

// A shared list: a table on a tablet, a card a player on a phone — the same columns as the scout's own list,
// without anything the scout keeps for themselves.

type Entry = NonNullable<SharedView['list']>['entries'][number]

export function ShareLinkList({ list }: { list: NonNullable<SharedView['list']> }) {
  return (
    <section className="card stack" aria-labelledby="shared-list-title">
      <div>
        <h1 id="shared-list-title">{list.name}</h1>
        <p className="muted">{list.entries.length === 1 ? '1 player' : `${list.entries.length} players`}</p>
      </div>
      {list.entries.length === 0 ? (
        <p className="muted">No players on this list yet.</p>
      ) : (
        <StackedTable<Entry>
          rows={list.entries}
          rowKey={(e) => e.player.uid}
          labelledBy="shared-list-title"
          title={{ label: 'Player', value: (e) => e.player.name }}
          columns={[
            {
              label: 'Position',
              empty: (e) => !e.player.main_position,
              value: (e) => positionName(e.player.main_position),
            },
            { label: 'Status', value: (e) => listStatusLabel(e.status) },
            {
              label: 'Report',
              empty: (e) => !e.recommendation,
              value: (e) => (e.recommendation ? recommendationLabel(e.recommendation) : null),
            },
            // A minor by his age band (docs/privacy.md).
            {
              label: 'Age',
              empty: (e) => e.player.age == null && !e.player.age_band,
              value: (e) => e.player.age ?? e.player.age_band,
            },
            { label: 'Nationality', empty: (e) => !e.player.nationality, value: (e) => e.player.nationality },
            { label: 'Club', empty: (e) => !e.player.current_club, value: (e) => e.player.current_club },
            { label: 'Matches', value: (e) => <NumberOrUnknown value={e.player.stats.matches} /> },
            { label: 'Goals', value: (e) => e.player.stats.goals },
          ]}
        />
      )}
    </section>
  )
}
