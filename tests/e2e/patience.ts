// How long a step that waits on a whole screen (a reload, a sync, a server round trip) may take before a test
// calls it broken. Playwright's default (7.5 s here) is for a control answering; on CI two workers, the server
// and Chromium share 2 cores, and a test that takes 10 s alone has taken 54 s there.
export const SLOW = { timeout: 30_000 }
