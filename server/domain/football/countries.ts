import { clubCountryContract, countryContract } from '../../../src/api/contract/schemas/football-places'
import {
  clubCountries,
  clubs,
  countries,
  leagues,
  nationals,
  players,
  tournaments,
} from '../../db/schema/football'
import { defineFamily } from './define-family'

// Countries (nations and their flags) and club countries (a country as the home of club football).

export const countryFamily = defineFamily(countryContract, {
  label: 'country',
  table: countries,
  columns: { name: countries.name, code: countries.code, continent: countries.continent, pic: countries.pic },
  search: { name: countries.name },
  referencedBy: [
    { column: clubCountries.countryId, label: 'club countries' },
    { column: clubs.countryId, label: 'clubs' },
    { column: players.nationalityId, label: 'players (nationality)' },
    { column: tournaments.countryId, label: 'tournaments' },
    { column: leagues.countryId, label: 'leagues' },
    { column: nationals.countryId, label: 'national sides' },
  ],
  constraints: {
    countries_name_unique: { path: 'name', message: 'A country with this name already exists' },
    countries_code_unique: { path: 'code', message: 'A country with this code already exists' },
  },
})

export const clubCountryFamily = defineFamily(clubCountryContract, {
  label: 'club country',
  table: clubCountries,
  columns: { name: clubCountries.name, country_id: clubCountries.countryId, pic: clubCountries.pic },
  filters: { country_id: clubCountries.countryId },
  search: { name: clubCountries.name },
  referencedBy: [{ column: clubs.clubCountryId, label: 'clubs' }],
})
