import pino from 'pino'

// Where the server's log lines go: standard output, written without waiting for the disk or the pipe.
//
// In production the lines are gathered into writes of 3–4 KB, and whatever is gathered is written every second.
// A write is a system call: a request's line written on its own cost ~7 µs of a health check's ~45 (against a
// sink that drops lines), and batches won back ~4 µs (A/B; docs/benchmarks.md). A write never exceeds 4 KB and
// holds whole lines: the kernel keeps a pipe write of up to 4 KB (PIPE_BUF) in one piece, so the lines of
// several workers sharing standard output (WEB_CONCURRENCY) never cut into each other. A line reaches the
// log at most a second late; the lines still gathered when the process exits — SIGTERM's drain, an uncaught
// error — are written before it ends (pino flushes synchronously on exit), so only a killed process (SIGKILL,
// out of memory) loses up to a second of lines. In development each line goes out as it comes: someone is
// reading the terminal.

/** Gathered lines are written once there are this many bytes … */
const BATCH_BYTES = 3072
/** … in writes of at most this many (whole lines; a single longer line is written alone) … */
const PIPE_BUF = 4096
/** … or this often, whichever comes first. */
const BATCH_MS = 1000

export const logDestination = (batched: boolean) =>
  pino.destination(
    batched
      ? { dest: 1, sync: false, minLength: BATCH_BYTES, maxWrite: PIPE_BUF, periodicFlush: BATCH_MS }
      : { dest: 1, sync: false },
  )
