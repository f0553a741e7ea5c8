import { escapeHtml } from './escape-html'

// Served HTML is put together in two safe steps: `html` escapes every value it is given, once, where it enters
// the markup (a piece already built by `html` passes as it is), and `spliceHtml` puts such a piece into a page
// verbatim. String.replace with a string would read `$&`, `` $` `` or `$'` typed in a news title as patterns
// (the page's own text copied in); a replacer function never does.

/** Markup built by `html`: already escaped, inserted as it is. */
export class SafeHtml {
  constructor(readonly text: string) {}
  toString() {
    return this.text
  }
}

/** A template whose values are escaped for HTML (text and quoted attributes); SafeHtml values are kept. */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0]!
  values.forEach((value, i) => {
    const piece = Array.isArray(value) ? value : [value]
    out += piece.map((v) => (v instanceof SafeHtml ? v.text : escapeHtml(String(v ?? '')))).join('')
    out += strings[i + 1]!
  })
  return new SafeHtml(out)
}

/** The page with the first match of `find` replaced by `piece`, taken literally. */
export const spliceHtml = (page: string, find: string | RegExp, piece: SafeHtml) =>
  page.replace(find, () => piece.text)

const scriptUnsafe: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
}

/**
 * `value` as JSON inside `<script type="application/json" id="…">`: no `<` survives (so no `</script>` or `<!--`
 * typed in a news title ends or bends the block), and JSON.parse reads back exactly the value.
 */
export const jsonScript = (id: string, value: unknown) =>
  new SafeHtml(
    `<script type="application/json" id="${escapeHtml(id)}">${JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => scriptUnsafe[c]!)}</script>`,
  )
