/** A player of a team's squad as the line-up screens tap him in. */
export interface SquadPlayer {
  uid: string
  name: string
  jersey_no?: number | null
  position?: string | null
}
