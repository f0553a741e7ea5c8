import fs from 'node:fs'
import { describe, expect, it } from 'vitest'

// The server is started two ways in production — `npm start` / `npm run serve` (package.json) and the image's
// command (Dockerfile) — and both must give Node the same flags: V8's helper threads sized to the machine
// (`--v8-pool-size=0`, decision 0073) and tsx's loader.

const scripts = JSON.parse(fs.readFileSync('package.json', 'utf8')).scripts as Record<string, string>
const imageCommand = JSON.parse(
  fs.readFileSync('Dockerfile', 'utf8').match(/^CMD (\[.*\])$/m)![1]!,
) as string[]

describe('how the server is started', () => {
  it('npm start builds and then runs npm run serve', () => {
    expect(scripts.start).toBe('npm run build && npm run serve')
  })

  it('npm run serve and the image give Node the same flags, V8 helpers one fewer than the cores', () => {
    expect(scripts.serve!.split(/\s+/)).toEqual(imageCommand)
    expect(imageCommand).toEqual(['node', '--v8-pool-size=0', '--import', 'tsx', 'server/main.ts'])
  })
})
