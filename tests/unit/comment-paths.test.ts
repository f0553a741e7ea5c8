import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { headingAnchors, staleCommentPaths } from '../../scripts/import-edges/comment-paths'

// The comment-path rule of `npm run check` (scripts/import-edges/comment-paths.ts) on small trees: the code's
// comments, the stylesheets' comments and the living documents name files that exist, and sections their
// documents have; the decision records are history and are not read.

let root: string
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

function tree(files: Record<string, string>) {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'comment-paths-'))
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), text)
  }
  return root
}

const spec = '# Spec\n\n## 7. Calls\n\n### Player\n\n### A player’s media (read-only)\n'
const check = (files: Record<string, string>) =>
  staleCommentPaths(tree({ 'docs/spec.md': spec, ...files }), ['src'], ['src', 'docs'], ['README.md', 'docs'])

/** A CSS comment, spelled so this file's own comments do not hold it. */
const cssComment = (text: string) => ['/', '* ', text, ' *', '/'].join('')

describe('the comment-path rule', () => {
  it('reads a stylesheet’s comments', () => {
    expect(
      check({
        'src/ui/a.module.css': `${cssComment('Beside a.tsx, not gone.tsx.')}
.a { background: url(//x.org/a.css) }
`,
        'src/ui/a.tsx': '',
      }),
    ).toEqual([expect.stringMatching(/a.module.css:1: a comment names "gone.tsx"/)])
  })

  it('reads the living documents whole, and not the decision records', () => {
    expect(
      check({
        'README.md': 'See `docs/spec.md` and `src/gone.ts`.\n',
        'docs/architecture.md': 'Beside it: [spec](spec.md), `<name>.module.css`.\n',
        'docs/decisions/0001-old.md': 'Once `src/old.ts`.\n',
      }),
    ).toEqual([expect.stringMatching(/^README.md:1: names "src\/gone.ts", which does not exist/)])
  })

  it('finds the section a name points at, as GitHub spells its anchor', () => {
    expect(
      check({
        'src/a.ts': '// docs/spec.md#7-calls, docs/spec.md#player, docs/spec.md#a-players-media-read-only\n',
        'README.md': '`docs/spec.md#players`\n',
      }),
    ).toEqual([
      expect.stringMatching(/README.md:1: names "docs\/spec.md#players", a section docs\/spec.md does not/),
    ])
  })

  it('refuses a pointer a reader cannot follow: a numbered spec section or a tracker issue', () => {
    expect(
      check({
        'src/a.ts': `// The toasts (${'spec'} §9), the exports (${'Issue'} 31); issues per field are fine.\n`,
        'docs/architecture.md': `Since ${'issues'} 13 and 34.\n`,
      }),
    ).toEqual([
      expect.stringMatching(/^src\/a.ts:1: "spec\s§9" points where a reader cannot follow/),
      expect.stringMatching(/^src\/a.ts:1: "Issue\s31" points/),
      expect.stringMatching(/^docs\/architecture.md:1: "issues\s13 and 34" points/),
    ])
  })

  it('spells anchors as GitHub does, numbering repeated headings', () => {
    expect([...headingAnchors('# A `code` title\n## Games\n## Games\n```\n# not a heading\n```\n')]).toEqual([
      'a-code-title',
      'games',
      'games-1',
    ])
  })
})
