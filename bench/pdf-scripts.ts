import { performance } from 'node:perf_hooks'
import { drawListPdf } from '../server/domain/exports/pdf/list-pdf'
import { newPdf, type Pdf } from '../server/domain/exports/pdf/pdf-document'
import { drawPlayerCard } from '../server/domain/exports/pdf/player-card-pdf'
import { cardOf, listOf } from './pdf-samples'

// What a player's card and a list cost on paper as their names' scripts grow (decision 0064): the card of a Latin
// name, of an Arabic, a Chinese and an emoji name, and a list of all four, each drawn 20 times in this process
// with no database (the drawing alone): its bytes, the CPU time it took (steadier than the wall clock on a shared
// machine) and the wall clock's median and slowest; the first drawing of each reads and parses its fonts.
//   node --import tsx bench/pdf-scripts.ts

const NAMES = ['Hakan Çalhanoğlu', 'محمد صلاح', '孫興慜', 'Kylian ⚽ Mbappé']
const ROUNDS = 20

async function bytesOf(doc: Pdf, draw: () => Promise<void> | void) {
  const chunks: Buffer[] = []
  doc.on('data', (c: Buffer) => chunks.push(c))
  const ended = new Promise((resolve) => doc.on('end', resolve))
  await draw()
  doc.end()
  await ended
  return Buffer.concat(chunks).length
}

async function measure(label: string, make: () => Promise<number>) {
  const times: number[] = []
  const cpu: number[] = []
  let bytes = 0
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now()
    const used = process.cpuUsage()
    bytes = await make()
    const spent = process.cpuUsage(used)
    cpu.push((spent.user + spent.system) / 1000)
    times.push(performance.now() - start)
  }
  const median = (xs: number[]) => Math.round([...xs].sort((a, b) => a - b)[xs.length >> 1]!)
  console.log(
    `| ${label} | ${bytes.toLocaleString('en')} | ${median(cpu)} | ${median(times)} | ${Math.round(Math.max(...times))} | ${Math.round(cpu[0]!)} |`,
  )
}

async function main() {
  const day = new Date('2026-11-28T00:00:00Z')
  console.log(
    '| PDF | bytes | CPU ms (median) | wall ms (median) | wall ms (slowest) | CPU ms, first |\n|---|---|---|---|---|---|',
  )
  for (const name of NAMES)
    await measure(`card: ${name}`, () => {
      const doc = newPdf(name, 'Bench Scout')
      return bytesOf(doc, () => drawPlayerCard(doc, cardOf(name), 'Bench Scout', day))
    })
  await measure('list of the four, lines only', () => {
    const doc = newPdf('Forwards to watch', 'Bench Scout')
    return bytesOf(doc, () => drawListPdf(doc, listOf(NAMES), 'Bench Scout', day))
  })
  await measure('list of the four with their cards', () => {
    const doc = newPdf('Forwards to watch', 'Bench Scout')
    return bytesOf(doc, () =>
      drawListPdf(doc, listOf(NAMES), 'Bench Scout', day, async (uid) => cardOf(uid.slice(4))),
    )
  })
}

await main()
