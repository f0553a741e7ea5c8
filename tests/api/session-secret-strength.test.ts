import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../server/config'

// SESSION_SECRET must be a real secret: 32 characters or more, not spaces, not one character repeated
// (docs/security.md; no secret from the source: default-secrets.test.ts).

describe('the session secret', () => {
  it('refuses a SESSION_SECRET of spaces or of one repeated character', () => {
    for (const secret of [' '.repeat(40), 'a'.repeat(40), `${' '.repeat(30)}ab`])
      expect(() => loadConfig({ SESSION_SECRET: secret })).toThrow(
        /SESSION_SECRET must be at least 32 characters/,
      )
    expect(loadConfig({ SESSION_SECRET: 'k9#Lq2!vR8@zT4$wX1%yB6^nM3&cD7*h' }).secret).toHaveLength(32)
  })
})
