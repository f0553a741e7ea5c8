import {
  currencies,
  type ImportTarget,
  importTargetWords,
  type MoneyValue,
} from '../../../src/api/contract/terms/recruitment'
import { controlCharacterProblem } from '../../../src/rules/control-characters'

// One cell of a club's sheet as the value of a player's field, or the reason it cannot be one, in words the
// preview shows beside the row ("Height “tall” is not a number of centimetres"). Sheets write the same thing many
// ways — 185 / 1.85 / "185 cm", 30/06/2027 / 2027-06-30, €12m / 12,000,000 / 800k, yes / no — and an empty cell
// or a dash says nothing (the value is not known, never 0 or "no").

export type CellValue = string | number | boolean | string[] | MoneyValue
type Parsed = { value: CellValue } | { error: string } | { blank: true }

const blank = (text: string) => text === '' || /^[-–—]+$/.test(text) || /^n\/?a$/i.test(text)

const number = (text: string) => {
  const cleaned = text
    .replace(/\s/g, '')
    .replace(/,(?=\d{3}\b)/g, '')
    .replace(',', '.')
  return /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN
}

/** A day from ISO (2027-06-30), day/month/year (30/06/2027, 30.06.2027) or a timestamp's day. */
export function dayOf(text: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text)
  const dmy = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(text)
  const [y, m, d] = iso
    ? [iso[1], iso[2], iso[3]]
    : dmy
      ? [dmy[3], dmy[2]!.padStart(2, '0'), dmy[1]!.padStart(2, '0')]
      : []
  if (!y) return null
  const day = `${y}-${m}-${d}`
  const date = new Date(`${day}T00:00:00Z`)
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day ? null : day
}

const symbols: Record<string, string> = { '€': 'EUR', '£': 'GBP', $: 'USD' }

/** "€12m", "12.5M", "800k", "12,000,000", "12 000 000 EUR" → amount (and the currency a symbol or code says). */
function money(text: string): { amount: number; currency?: string } | null {
  const symbol = Object.keys(symbols).find((s) => text.includes(s))
  const code = currencies.find((c) => text.toUpperCase().includes(c))
  const bare = text
    .replace(/[€£$]/g, '')
    .replace(/[A-Za-z]{3}$/, '')
    .trim()
  const scaled = /^([\d.,\s]+)\s*(m|mio|mln|k|th)?\.?$/i.exec(bare)
  if (!scaled) return null
  const amount = number(scaled[1]!)
  if (Number.isNaN(amount)) return null
  const unit = scaled[2]?.toLowerCase()
  const factor = unit === 'k' || unit === 'th' ? 1_000 : unit ? 1_000_000 : 1
  return { amount: Math.round(amount * factor), currency: code ?? (symbol ? symbols[symbol] : undefined) }
}

const yes = new Set(['yes', 'y', 'true', '1', 'on loan', 'loan'])
const no = new Set(['no', 'n', 'false', '0'])
const feet: Record<string, string> = {
  left: 'left',
  l: 'left',
  right: 'right',
  r: 'right',
  both: 'both',
  b: 'both',
}

/** A cell as the value of `target` (a field of the player's, or the currency of his value). */
export function parseCell(target: ImportTarget, raw: string, defaultCurrency = 'EUR'): Parsed {
  const text = raw.trim()
  if (blank(text)) return { blank: true }
  // As in every request's input (src/rules/control-characters.ts); the cell itself is not echoed, its escapes would
  // reach the reader's screen.
  const control = controlCharacterProblem(text)
  if (control)
    return { error: `${importTargetWords[target]}: ${control[0]!.toLowerCase()}${control.slice(1)}` }
  switch (target) {
    case 'height_cm': {
      const n = number(text.replace(/\s*(cm|m)$/i, ''))
      const cm = n > 0 && n < 3 ? Math.round(n * 100) : Math.round(n)
      return cm >= 50 && cm <= 250
        ? { value: cm }
        : { error: `Height “${text}” is not a height in centimetres` }
    }
    case 'weight_kg': {
      const kg = Math.round(number(text.replace(/\s*kg$/i, '')))
      return kg >= 20 && kg <= 200
        ? { value: kg }
        : { error: `Weight “${text}” is not a weight in kilograms` }
    }
    case 'preferred_foot': {
      const foot = feet[text.toLowerCase()]
      return foot ? { value: foot } : { error: `Foot “${text}” is not left, right or both` }
    }
    case 'contract_expires':
    case 'loan_until':
    case 'date_of_birth': {
      const day = dayOf(text)
      return day ? { value: day } : { error: `“${text}” is not a date (write 2027-06-30 or 30/06/2027)` }
    }
    case 'market_value': {
      const m = money(text)
      if (!m || m.amount > 2_000_000_000) return { error: `Market value “${text}” is not an amount` }
      return { value: { amount: m.amount, currency: m.currency ?? defaultCurrency } }
    }
    case 'market_value_currency': {
      const code = text.toUpperCase()
      const known = (currencies as readonly string[]).includes(code) ? code : symbols[text]
      return known ? { value: known } : { error: `Currency “${text}” is not one of ${currencies.join(', ')}` }
    }
    case 'on_loan': {
      const word = text.toLowerCase()
      return yes.has(word)
        ? { value: true }
        : no.has(word)
          ? { value: false }
          : { error: `On loan “${text}” is not yes or no` }
    }
    case 'passports': {
      const names = text
        .split(/[,;/]/)
        .map((s) => s.trim())
        .filter(Boolean)
      return names.length <= 4 && names.every((n) => n.length <= 60)
        ? { value: names }
        : { error: `Passports “${text}” are not up to four country names` }
    }
    default:
      return text.length <= 120
        ? { value: text }
        : { error: `“${text.slice(0, 40)}…” is longer than 120 characters` }
  }
}
