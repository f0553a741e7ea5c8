import { useEffect, useState } from 'react'
import { recordName } from '../../api/records'
import { useRecordPlace } from '../../connected/record-area'

// One list cell for two references that almost always name the same place: a club's country (where it is) and
// its club country (the football association whose competitions it plays in — Germany for nearly every German
// club, France for AS Monaco). The second is said only when it differs, so a list shows one "Country" column
// instead of two identical ones.

export interface FoldedRef {
  /** The reference said only when it differs (`club_country_id`). */
  key: string
  /** The reference whose column carries it (`country_id`). */
  into: string
  /** How the difference reads after the first name: "plays in" → "Monaco · plays in France". */
  note: string
}

interface FoldedRefCellProps {
  /** The column's own reference: its family and uid. */
  family: string
  uid: string | null
  /** The folded reference, named only when it differs. */
  foldedFamily: string
  foldedUid: string | null
  note: string
}

/**
 * What the cell says, from the two names: the first, then " · <note> <second>" only when the second differs; the
 * second alone ("Plays in France") when only it is known.
 */
export function foldedWords(first: string | null, second: string | null, note: string) {
  if (!first)
    return { main: second ? `${note.charAt(0).toUpperCase()}${note.slice(1)} ${second}` : null, extra: null }
  return { main: first, extra: second && second !== first ? ` · ${note} ${second}` : null }
}

const nameOf = (family: string, uid: string | null, area: ReturnType<typeof useRecordPlace>['area']) =>
  uid ? recordName(family, uid, area) : Promise.resolve(null)

export function FoldedRefCell({ family, uid, foldedFamily, foldedUid, note }: FoldedRefCellProps) {
  const { area } = useRecordPlace()
  const [names, setNames] = useState<[string | null, string | null]>(['…', null])
  useEffect(() => {
    let live = true
    Promise.all([nameOf(family, uid, area), nameOf(foldedFamily, foldedUid, area)]).then(
      ([a, b]) => live && setNames([a, b]),
    )
    return () => {
      live = false
    }
  }, [family, uid, foldedFamily, foldedUid, area])
  const { main, extra } = foldedWords(names[0], names[1], note)
  return (
    <>
      {main}
      {extra ? <span className="muted">{extra}</span> : null}
    </>
  )
}
