import type { FastifyInstance } from 'fastify'
import {
  clubContract,
  clubCountryContract,
  clubMemberContract,
  clubPlayerContract,
  countryContract,
} from '../../../src/api/contract/football-places'
import { clubFamily, clubMemberFamily, clubPlayerFamily } from '../../domain/clubs/clubs'
import { clubCountryFamily, countryFamily } from '../../domain/countries/countries'
import { familyRoutes } from './family.routes'

// country, club-country, club, club/player, club-member.
export async function placesRoutes(app: FastifyInstance) {
  await app.register(familyRoutes('country', countryFamily, countryContract))
  await app.register(familyRoutes('club-country', clubCountryFamily, clubCountryContract))
  await app.register(familyRoutes('club', clubFamily, clubContract))
  await app.register(familyRoutes('club/player', clubPlayerFamily, clubPlayerContract))
  await app.register(familyRoutes('club-member', clubMemberFamily, clubMemberContract))
}
