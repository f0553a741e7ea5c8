import type { GameOperation, GameSheet, LineupPlayer, SheetSide } from '../../src/rules/game-sheet/types'

// A real-looking match for the game sheet tests: two teams of 11 starters and 3 substitutes each.
// Home players are h1…h14 (h12–h14 on the bench), away players a1…a14; names make the messages readable.

const HOME_NAMES = [
  'Onana',
  'Dalot',
  'Varane',
  'Martinez',
  'Shaw',
  'Casemiro',
  'Eriksen',
  'Fernandes',
  'Antony',
].concat(['Rashford', 'Hojlund', 'Mount', 'Garnacho', 'Mainoo'])
const AWAY_NAMES = [
  'Alisson',
  'Alexander-Arnold',
  'Konate',
  'Van Dijk',
  'Robertson',
  'Mac Allister',
  'Szoboszlai',
].concat(['Jones', 'Salah', 'Nunez', 'Diaz', 'Gakpo', 'Elliott', 'Endo'])

const squad = (prefix: string, names: string[]): LineupPlayer[] =>
  names.map((name, i) => ({
    uid: `${prefix}${i + 1}`,
    name,
    jersey_no: i + 1,
    position: i === 0 ? 'GK' : i < 5 ? 'DF' : i < 8 ? 'MF' : 'FW',
    isCaptain: i === 7,
    starter: i < 11,
  }))

export const HOME = 'team-home'
export const AWAY = 'team-away'

export const homeSide = (): SheetSide => ({ uid: HOME, name: 'United', players: squad('h', HOME_NAMES) })
export const awaySide = (): SheetSide => ({ uid: AWAY, name: 'Liverpool', players: squad('a', AWAY_NAMES) })

export const matchSheet = (operations: GameOperation[] = []): GameSheet => ({
  sides: [homeSide(), awaySide()],
  operations,
})

export const goal = (minute: number, player: string, extra: Partial<GameOperation> = {}): GameOperation =>
  ({ type: 'goal', minute, team: player.startsWith('h') ? HOME : AWAY, player, ...extra }) as GameOperation

export const card = (
  type: 'yellow' | 'second_yellow' | 'red' | 'injury',
  minute: number,
  player: string,
): GameOperation => ({ type, minute, team: player.startsWith('h') ? HOME : AWAY, player })

export const sub = (minute: number, player_off: string, player_on: string): GameOperation => ({
  type: 'sub',
  minute,
  team: player_off.startsWith('h') ? HOME : AWAY,
  player_off,
  player_on,
})

export const motm = (player: string): GameOperation => ({
  type: 'motm',
  team: player.startsWith('h') ? HOME : AWAY,
  player,
})
