// The wire words of a long answer told as it goes (decision 0067), one spelling for the server that says them
// and the app that reads them: an export's row count before its rows, and an import's steps as JSON lines.

/** The header a table's export announces its rows in, before the first of them. */
export const TOTAL_ROWS_HEADER = 'x-total-rows'

/** The media type a client asks for to hear a long answer's steps, one JSON line each. */
export const PROGRESS_LINES = 'application/x-ndjson'
