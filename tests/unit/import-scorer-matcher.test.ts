import { describe, expect, it } from 'vitest'
import { createScorerMatcher } from '../../server/domain/import/scorer-matcher'
import { matchingFold } from '../../src/rules/name-folding'

// Squads and scorer spellings below are taken from the openfootball World Cup 2026 files.
const matcherFor = (names: string[]) => createScorerMatcher(names, (name) => name)

const czechia = ['Matěj Kovář', 'Ladislav Krejčí', 'Tomáš Holeš', 'Michal Sadílek', 'Tomáš Souček']
const korea = [
  'Kim Min-jae',
  'Kim Seung-gyu',
  'Hwang In-beom',
  'Hwang Hee-chan',
  'Son Heung-min',
  'Oh Hyeon-gyu',
]
const uruguay = ['Ronald Araújo', 'Maximiliano Araújo', 'Agustín Canobbio', 'Federico Valverde']
const brazil = ['Danilo Luiz', 'Danilo Santos', 'Vinícius Júnior', 'Raphinha']

describe('matchingFold', () => {
  it('removes diacritics and spells out letters Unicode does not decompose', () => {
    expect(matchingFold('Ladislav Krejčí')).toBe('ladislav krejci')
    expect(matchingFold('Barış Alper Yılmaz')).toBe('baris alper yilmaz')
    expect(matchingFold('Martin Ødegaard')).toBe('martin odegaard')
    expect(matchingFold('Łukasz Fabiański')).toBe('lukasz fabianski')
    expect(matchingFold('Leon Goretzka-Weiß')).toBe('leon goretzka-weiss')
    expect(matchingFold('Æ Læsø')).toBe('ae laeso')
    expect(matchingFold("N'Golo Kanté")).toBe('ngolo kante')
  })
})

describe('createScorerMatcher', () => {
  it('matches a scorer written without the diacritics of the squad (Krejcí for Krejčí)', () => {
    expect(matcherFor(czechia)('Ladislav Krejcí')).toEqual({
      status: 'matched',
      player: 'Ladislav Krejčí',
      method: 'exact',
    })
  })

  it('matches Korean names in either order, with or without the hyphen', () => {
    const find = matcherFor(korea)
    for (const spelling of [
      'Hwang In-Beom',
      'In-beom Hwang',
      'Hwang Inbeom',
      'Hwang In Beom',
      'Heung-min Son',
    ]) {
      const result = find(spelling)
      expect(result.status, spelling).toBe('matched')
    }
    expect(find('Inbeom Hwang')).toMatchObject({ player: 'Hwang In-beom' })
  })

  it('tolerates transliteration variants seen in the real files', () => {
    const find = matcherFor([
      'Mahmud Abunada',
      'Mohammad Mohebi',
      'Mostafa Ziko',
      'Musa Al-Taamari',
      'Stephen Eustáquio',
    ])
    expect(find('Mahmoud Abunada')).toMatchObject({ player: 'Mahmud Abunada', method: 'spelling' })
    expect(find('Mohammad Mohebbi')).toMatchObject({ player: 'Mohammad Mohebi', method: 'spelling' })
    expect(find('Mostafa Zico')).toMatchObject({ player: 'Mostafa Ziko', method: 'spelling' })
    expect(find('Mousa Al-Tamari')).toMatchObject({ player: 'Musa Al-Taamari', method: 'spelling' })
    expect(find('Stephan Eustáquio')).toMatchObject({ player: 'Stephen Eustáquio', method: 'spelling' })
  })

  it('does not take a lone surname for a one-name player one letter away (Ziko is not Zizo)', () => {
    const find = matcherFor(['Mostafa Ziko', 'Zizo', 'Mohamed Salah'])
    expect(find('Ziko')).toMatchObject({ status: 'matched', player: 'Mostafa Ziko', method: 'partial' })
    expect(find('Zizo')).toMatchObject({ status: 'matched', player: 'Zizo', method: 'exact' })
  })

  it('matches a surname alone and a first initial when only one squad member fits', () => {
    const find = matcherFor(czechia)
    expect(find('Souček')).toMatchObject({ player: 'Tomáš Souček', method: 'partial' })
    expect(find('T. Souček')).toMatchObject({ player: 'Tomáš Souček', method: 'initial' })
    expect(find('M. Sadilek')).toMatchObject({ player: 'Michal Sadílek', method: 'initial' })
  })

  it('matches shortened first names and surnames (Maxi Araújo, Agustín Cano)', () => {
    const find = matcherFor(uruguay)
    expect(find('Maxi Araújo')).toMatchObject({ player: 'Maximiliano Araújo', method: 'partial' })
    expect(find('Agustín Cano')).toMatchObject({ player: 'Agustín Canobbio', method: 'partial' })
  })

  it('matches a scorer name that adds a surname to a one-name squad entry (Diney Borges for Diney)', () => {
    expect(matcherFor(['Diney', 'Roberto Lopes'])('Diney Borges')).toMatchObject({ player: 'Diney' })
  })

  it('reports an ambiguity instead of choosing between two players', () => {
    expect(matcherFor(uruguay)('Araújo')).toEqual({
      status: 'ambiguous',
      candidates: ['Ronald Araújo', 'Maximiliano Araújo'],
      method: 'partial',
    })
    expect(matcherFor(brazil)('Danilo')).toMatchObject({ status: 'ambiguous' })
    expect(matcherFor(korea)('Kim')).toMatchObject({ status: 'ambiguous' })
    expect(matcherFor(czechia)('T. Holes Souček')).toEqual({ status: 'missing' })
  })

  it('prefers a strict match over a loose one (Tomáš Holeš is not ambiguous with another Tomáš)', () => {
    expect(matcherFor(czechia)('Tomáš Holeš')).toMatchObject({ status: 'matched', method: 'exact' })
    expect(matcherFor(czechia)('Tomáš')).toMatchObject({ status: 'ambiguous' })
  })

  it('reports a miss for a name nobody in the squad has, and for an empty name', () => {
    expect(matcherFor(czechia)('Patrik Schick')).toEqual({ status: 'missing' })
    expect(matcherFor(czechia)('Al')).toEqual({ status: 'missing' })
    expect(matcherFor(czechia)('  ')).toEqual({ status: 'missing' })
  })
})
