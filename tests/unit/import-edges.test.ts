import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { importProblems } from '../../scripts/import-edges/check'
import { folderPairProblems, twoWayFolderPairs } from '../../scripts/import-edges/folder-pairs'

// The house's import edges are enforced by `npm run check` (scripts/import-edges/check.ts). Each case writes a
// small tree with one forbidden import and runs the real checker on it; the last runs it on this repository.

let root: string
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

function tree(files: Record<string, string>) {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'import-edges-'))
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), text)
  }
  return root
}

const allowed = {
  'src/api/contract/schemas/common.ts': "import { z } from 'zod'\nexport const uid = z.string()\n",
  'src/rules/game-sheet/rules.ts':
    "import { uid } from '../../api/contract/schemas/common'\nexport const r = uid\n",
  'src/ui/button.tsx': "import { uid } from '../api/contract/schemas/common'\nexport const b = uid\n",
  'src/features/scout/page.tsx':
    "import { b } from '../../ui/button'\nimport { r } from '../../rules/game-sheet/rules'\n",
  'src/ui/toast.tsx': 'export const showToast = () => 1\n',
  'src/ui/theme.css': '.card {}\n',
  'src/main.tsx': "import './ui/theme.css'\n",
  'src/features/scout/list.module.css': '.row {}\n',
  'src/features/scout/list.tsx': "import styles from './list.module.css'\nexport const row = styles.row\n",
  'src/api/notices.ts': "import { showToast } from '../ui/toast'\nexport const noticeDone = showToast\n",
  'src/features/scout/scout-api.ts': "import { noticeDone } from '../../api/notices'\n",
  'server/domain/support/errors.ts': 'export class DomainError extends Error {}\n',
  'server/plugins/errors.ts': "import { DomainError } from '../domain/support/errors'\n",
  'server/domain/clubs/clubs.ts':
    "import { uid } from '../../../src/api/contract/schemas/common'\nimport { DomainError } from '../support/errors'\n",
  'server/areas/scout/x.routes.ts':
    "const page = route(paths.page, 'ref')\napp.get(route(paths.player), h)\napp.post(\n  route(paths.one),\n  h,\n)\napp.get(page, h)\n",
}

describe('the import-edges check', () => {
  it('passes a tree that keeps the edges', () => {
    expect(importProblems(tree(allowed))).toEqual([])
  })

  it.each([
    [
      'a feature importing another feature',
      'src/features/community/x.tsx',
      "import { p } from '../scout/page'\n",
      /feature "community" imports feature "scout"/,
    ],
    [
      'browser code importing the server',
      'src/ui/x.ts',
      "import { DomainError } from '../../server/domain/support/errors'\n",
      /never imports the server/,
    ],
    [
      'the server importing a browser module',
      'server/areas/x.ts',
      "import { b } from '../../src/ui/button'\n",
      /only the shared contract and rules/,
    ],
    [
      'the contract importing React',
      'src/api/contract/x.ts',
      "import { useState } from 'react'\n",
      /import only zod, not react/,
    ],
    [
      'the rules importing the outbox',
      'src/rules/x.ts',
      "import { o } from '../api/outbox/outbox'\n",
      /import only each other/,
    ],
    [
      'the contract importing the rules',
      'src/api/contract/x.ts',
      "import { seasonOf } from '../../rules/season'\n",
      /the contract never imports the rules/,
    ],
    [
      "a contract's term using zod",
      'src/api/contract/terms/x.ts',
      "import { z } from 'zod'\n",
      /terms are zod-free/,
    ],
    [
      "a contract's term importing a schema",
      'src/api/contract/terms/x.ts',
      "import type { Player } from '../schemas/players'\n",
      /terms never import its schemas/,
    ],
    [
      'a screen toasting directly',
      'src/features/scout/x.tsx',
      "import { showToast } from '../../ui/toast'\n",
      /through src\/api\/notices.ts/,
    ],
    [
      'a screen calling the notices',
      'src/features/scout/y.tsx',
      "import { noticeDone } from '../../api/notices'\n",
      /screens never toast/,
    ],
    [
      'a presentational component reading data',
      'src/ui/y.tsx',
      "import { o } from '../api/outbox/outbox'\n",
      /src\/ui is presentational/,
    ],
    [
      'the domain importing a plugin',
      'server/domain/clubs/x.ts',
      "import { e } from '../../plugins/errors'\n",
      /never imports HTTP/,
    ],
    [
      'a global feature stylesheet',
      'src/features/scout/z.tsx',
      "import './list.css'\n",
      /stylesheet is a CSS module beside it/,
    ],
  ])('refuses %s', (_what, file, text, message) => {
    const problems = importProblems(tree({ ...allowed, [file]: text }))
    expect(problems).toEqual([expect.stringMatching(message)])
  })

  it('refuses an import cycle in the server', () => {
    const problems = importProblems(
      tree({
        ...allowed,
        'server/domain/a.ts': "import { b } from './b'\nexport const a = 1\n",
        'server/domain/b.ts': "import { a } from './a'\nexport const b = 2\n",
      }),
    )
    expect(problems).toEqual([
      expect.stringMatching(/import cycle: server\/domain\/a.ts → server\/domain\/b.ts/),
    ])
  })

  it('refuses an import cycle in the browser code', () => {
    const problems = importProblems(
      tree({
        ...allowed,
        'src/features/scout/a.tsx': "import { b } from './b'\nexport const a = 1\n",
        'src/features/scout/b.tsx': "import { a } from './a'\nexport const b = 2\n",
      }),
    )
    expect(problems).toEqual([
      expect.stringMatching(/import cycle: src\/features\/scout\/a.tsx → src\/features\/scout\/b.tsx/),
    ])
  })

  it('refuses two sibling folders that import each other', () => {
    const problems = importProblems(
      tree({
        ...allowed,
        'server/domain/lists/lists.ts': "import { card } from '../cards/card'\nexport const list = card\n",
        'server/domain/cards/card.ts': 'export const card = 1\n',
        'server/domain/cards/shared-card.ts':
          "import { list } from '../lists/lists'\nexport const s = list\n",
      }),
    )
    expect(problems).toEqual([
      expect.stringMatching(/folders importing each other: server\/domain\/cards ↔ server\/domain\/lists/),
    ])
  })

  it('lets a listed parent and child import each other, and lists only parent ↔ child pairs', () => {
    const edges = [
      { from: 'src/api/records.ts', to: 'src/api/outbox/runtime.ts' },
      { from: 'src/api/outbox/runtime.ts', to: 'src/api/request-rules.ts' },
    ]
    expect(twoWayFolderPairs(edges)).toEqual(['src/api ↔ src/api/outbox'])
    expect(folderPairProblems(edges, {}, {})).toEqual([expect.stringMatching(/src\/api ↔ src\/api\/outbox/)])
    expect(folderPairProblems(edges, { 'src/api ↔ src/api/outbox': 'composes' }, {})).toEqual([])
    expect(folderPairProblems([], { 'src/ui ↔ src/api': 'siblings' }, {})).toEqual([
      expect.stringMatching(/allowed but not parent ↔ child: src\/ui ↔ src\/api/),
    ])
  })

  it('asks for a sibling pair to be struck from the list once it is broken', () => {
    const edges = [
      { from: 'src/features/scout/lists/a.ts', to: 'src/features/scout/players/b.ts' },
      { from: 'src/features/scout/players/b.ts', to: 'src/api/client.ts' },
    ]
    const toBreak = { 'src/features/scout/lists ↔ src/features/scout/players': 'was two-way' }
    expect(folderPairProblems(edges, {}, toBreak)).toEqual([expect.stringMatching(/folder pair broken/)])
  })

  it('refuses a comment naming a file that does not exist, and takes one that does', () => {
    const problems = importProblems(
      tree({
        ...allowed,
        'server/domain/support/x.ts':
          '// See errors.ts and server/plugins/errors.ts, not support/gone.ts.\nexport const x = 1\n',
      }),
    )
    expect(problems).toEqual([expect.stringMatching(/x.ts:1: a comment names "support\/gone.ts"/)])
  })

  it.each([
    [
      'a literal',
      "app.get('/hot-players', { config }, h)\n",
      /x.routes.ts:1: a route registered at '\/hot-players'/,
    ],
    [
      'a template',
      'app.put(\n  `${at}/:id`,\n  h,\n)\n',
      /x.routes.ts:2: a route registered at `\$\{at\}\/:id`/,
    ],
    [
      'a variable not set by route()',
      "const at = '/x'\napp.delete(at, h)\n",
      /x.routes.ts:2: a route registered at at/,
    ],
    [
      'an injected url',
      "app.inject({ method: 'POST', url: '/api/payments/webhook' })\n",
      /x.routes.ts:1: a url spelled/,
    ],
  ])('refuses a server route whose path is %s, not read from the path tables', (_what, text, message) => {
    const problems = importProblems(tree({ ...allowed, 'server/routes/x.routes.ts': text }))
    expect(problems).toEqual([expect.stringMatching(message)])
  })

  it('makes the command fail with the offending import named', () => {
    tree({ ...allowed, 'src/features/community/x.tsx': "import { p } from '../scout/page'\n" })
    const run = () =>
      execFileSync(process.execPath, ['--import', 'tsx', 'scripts/import-edges/check.ts', root], {
        stdio: 'pipe',
      })
    expect(run).toThrow(/src\/features\/community\/x.tsx → src\/features\/scout\/page.tsx/)
  })

  it('finds no forbidden import in this repository', () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'import-edges-'))
    expect(importProblems(path.resolve('.'))).toEqual([])
  })
})
