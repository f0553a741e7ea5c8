import fc from 'fast-check'

// What an outsider sends that no form does: control characters and lone surrogates, huge and tiny numbers,
// wrong shapes, bodies nested far deeper than any contract, text that is not JSON, and content types no route
// reads. Each is a way an earlier release answered 500 (docs/security.md).

const nestedText = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`

export const oddText = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\u001b[31m',
    '\u007f',
    '\ud800',
    'goal \ud83d',
    'x\udc00y',
    '😀⚽',
    "$& $` $' $1",
    '%00',
    '../../etc/passwd',
    "'; drop table players; --",
    '<script>alert(1)</script>',
    '1e999',
    '-0',
    '99999999999999999999',
  ),
  fc.constant('x'.repeat(70_000)),
)

export const oddNumber = fc.constantFrom(
  Number.MAX_SAFE_INTEGER + 2,
  Number.MIN_SAFE_INTEGER - 2,
  -0,
  0.5,
  1e308,
  -1e308,
  5e-324,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 63,
)

/** A nested value: 10 levels is read; 100 is refused before parsing (64 at most). */
const nestedValue = (depth: number) => {
  let value: unknown = 'x'
  for (let i = 0; i < depth; i++) value = i % 2 ? { a: value } : [value]
  return value
}

export const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: oddText },
  { weight: 2, arbitrary: oddNumber },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constantFrom(null, {}, [], [null], { '': '' }, nestedValue(10), nestedValue(100)),
  fc.array(oddText, { maxLength: 3 }),
)

export const oddKey = fc.oneof(
  fc.constantFrom(
    'constructor',
    'prototype',
    'toString',
    'uid',
    'version',
    'role',
    'status',
    'id',
    'k\u0000',
  ),
  fc.string({ maxLength: 12 }),
)

/** A JSON text as raw bytes: deep nesting past any limit, broken JSON, JSON of the wrong shape. */
export const oddJsonText = fc.oneof(
  fc.constantFrom(65, 2_500, 6_000, 100_000).map((depth) => `{"text":${nestedText(depth)}}`),
  fc.constantFrom(
    '',
    '{',
    'not json',
    'null',
    '[]',
    '"text"',
    '1e999',
    '{"a":1,"a":2}',
    '{"__proto__":{"x":1}}',
  ),
)

/** Content types a JSON route does not read, or reads oddly. */
export const oddContentType = fc.constantFrom(
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/json; charset=utf-16',
  'application/octet-stream',
  'multipart/form-data; boundary=xyz',
  'multipart/form-data',
  'application/vnd.api+json',
)

/** A path segment as sent on the wire (already percent-encoded where it must be). */
export const oddSegment = fc.constantFrom(
  'x',
  '0',
  '-1',
  '99999999999999999999',
  '%00',
  '%ED%A0%80',
  '%F0%9F%98%80',
  'a'.repeat(300),
  '..%2F..%2Fetc',
  '01900000-0000-7000-8000-00000000000',
  '01900000-0000-7000-8000-0000000000011',
)

/** A query value as sent on the wire: odd text percent-encoded, and bytes no encoder writes. */
export const oddQueryValue = fc.oneof(
  oddText
    .filter((s) => s.length < 300)
    .map((s) => {
      try {
        return encodeURIComponent(s)
      } catch {
        return '%ED%A0%80' // a lone surrogate cannot be encoded: send the bytes it would have been
      }
    }),
  fc.constantFrom('%00', '%ED%A0%80', '%', '%zz', '1e999', '-1', '99999999999999999999', '0.5'),
)

/** A multipart body a parser cannot read (boundary `xyz`). */
export const malformedForm = fc.constantFrom(
  'no boundary here at all',
  '--xyz\r\nContent-Disposition: form-da',
  '--xyz\r\nContent-Type: text/plain\r\n\r\nhello\r\n--xyz--\r\n',
  '--xyz\r\nContent-Disposition: form-data; name="pic"; filename="a.png"\r\n\r\n\x89PNG',
  '--xyz--\r\n',
  '',
)
