import type { Progress, ThreadContext } from './tasks/thread-context'

// The work that runs in a worker thread (heavy-worker.ts), by name: CPU work on what the routes read and send over,
// and on PostgreSQL the pages of a search's export and a club's import, which a thread reads and writes itself (a
// page of 5,000 players parsed and copied on the event loop held it for tens of milliseconds, with the garbage it
// left: decision 0067). Inputs and outputs cross by structured clone, so a Buffer arrives as a Uint8Array and is
// wrapped again in the task.
//
// Each task's module is loaded by a thread when the thread is first asked for it: the thread that writes the export
// pages never holds pdfkit or the sheet reader, whose ~16 MB its every full collection would otherwise mark again
// (decision 0073).

/**
 * What every task is (heavy-worker.ts calls each so): its input, where its progress goes, the thread's own handles —
 * a task whose parameters are otherwise does not compile.
 */
type TaskShape = (input: never, progress: Progress, thread: ThreadContext) => unknown

export const heavyTasks = {
  cardPdf: () => import('./tasks/pdf-tasks').then((m) => m.cardPdf),
  listPdf: () => import('./tasks/pdf-tasks').then((m) => m.listPdf),
  shadowTeamPdf: () => import('./tasks/pdf-tasks').then((m) => m.shadowTeamPdf),
  csvRows: () => import('./tasks/csv-tasks').then((m) => m.csvRows),
  csvOfJsonPage: () => import('./tasks/csv-tasks').then((m) => m.csvOfJsonPage),
  searchCsvPage: () => import('./tasks/csv-tasks').then((m) => m.searchCsvPage),
  readSheet: () => import('./tasks/sheet-tasks').then((m) => m.readSheet),
  startImport: () => import('./tasks/sheet-tasks').then((m) => m.startImport),
}

/** Each task's function, the loaders held to TaskShape. */
type Loaded<T extends Record<string, () => Promise<TaskShape>>> = {
  [K in keyof T]: Awaited<ReturnType<T[K]>>
}
type Tasks = Loaded<typeof heavyTasks>
export type TaskName = keyof Tasks
export type TaskInput<K extends TaskName> = Parameters<Tasks[K]>[0]
export type TaskOutput<K extends TaskName> = Awaited<ReturnType<Tasks[K]>>
