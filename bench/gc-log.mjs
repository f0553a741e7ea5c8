import fs from 'node:fs'
import { constants, PerformanceObserver } from 'node:perf_hooks'

// Loaded into a server by bench/heavy-mixed.ts (BENCH_GC_LOG=file): each garbage collection of its main thread, as
// "seconds-since-start kind ms", one a line, so a run tells which collections held the event loop and how long.
const file = process.env.BENCH_GC_LOG
const kinds = {
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weakcb',
}
if (file) {
  const lines = []
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      lines.push(
        `${(entry.startTime / 1000).toFixed(3)} ${kinds[entry.detail?.kind] ?? entry.detail?.kind} ${entry.duration.toFixed(1)}`,
      )
  }).observe({ entryTypes: ['gc'] })
  const save = () => fs.writeFileSync(file, `${lines.join('\n')}\n`)
  process.on('exit', save)
  setInterval(save, 2000).unref()
}
