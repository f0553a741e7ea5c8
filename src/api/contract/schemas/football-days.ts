import { z } from 'zod'
import {
  dateField,
  familyContract,
  name,
  pic,
  ref,
  season,
  smallInt,
  text,
  uidList,
  type WireOf,
} from './football-common'

// Days that list games (docs/spec.md#days: game day, match day, week day each have a `games` list), tags, categories.

export const gameDayContract = familyContract(
  z.object({
    tournament_id: ref,
    name,
    date: dateField,
    stage: text(60),
    games: uidList('games').optional(),
  }),
  ['tournament_id', 'game_id'],
)
export type GameDay = WireOf<typeof gameDayContract.fields>

export const nationalMatchDayContract = familyContract(
  z.object({ tournament_id: ref, name, date: dateField, games: uidList('games').optional() }),
  ['tournament_id', 'game_id'],
)
export type NationalMatchDay = WireOf<typeof nationalMatchDayContract.fields>

export const weekDayContract = familyContract(
  z.object({
    league_id: ref,
    name,
    number: smallInt(1, 99),
    season,
    date: dateField,
    games: uidList('games').optional(),
  }),
  ['league_id', 'game_id'],
)
export type WeekDay = WireOf<typeof weekDayContract.fields>

export const tagContract = familyContract(
  z.object({
    name,
    kind: text(40),
    color: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, { message: 'A colour looks like #1a7f37' })
      .nullable()
      .optional(),
  }),
)
export type Tag = WireOf<typeof tagContract.fields>

export const categoryContract = familyContract(
  z.object({ name, kind: text(40), description: text(1000), pic }),
)
export type Category = WireOf<typeof categoryContract.fields>
