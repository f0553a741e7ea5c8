import type { FastifyInstance } from 'fastify'
import {
  categoryContract,
  gameDayContract,
  nationalMatchDayContract,
  tagContract,
  weekDayContract,
} from '../../../src/api/contract/football-days'
import { gameDayFamily, nationalMatchDayFamily, weekDayFamily } from '../../domain/competitions/days'
import { categoryFamily, tagFamily } from '../../domain/taxonomy/taxonomy'
import { familyRoutes } from './family.routes'

// game-day, national_match_day, week-day, tags, categories.
export async function daysRoutes(app: FastifyInstance) {
  await app.register(familyRoutes('game-day', gameDayFamily, gameDayContract))
  await app.register(familyRoutes('national_match_day', nationalMatchDayFamily, nationalMatchDayContract))
  await app.register(familyRoutes('week-day', weekDayFamily, weekDayContract))
  await app.register(familyRoutes('tags', tagFamily, tagContract))
  await app.register(familyRoutes('categories', categoryFamily, categoryContract))
}
