/** Polls `condition` every `everyMs` for up to `ms`; whether it came true (a test that waits on another process). */
export async function until(condition: () => boolean | Promise<boolean>, ms: number, everyMs = 20) {
  const deadline = Date.now() + ms
  while (!(await condition())) {
    if (Date.now() > deadline) return false
    await new Promise((r) => setTimeout(r, everyMs))
  }
  return true
}
