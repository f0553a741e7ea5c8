// An SQL function or trigger as the database should have it now. The files beside this one hold every function's
// and trigger's current body (decision 0051): migrations create tables and indexes; `syncDbObjects` (server/db/sync-functions.ts)
// writes these after them, so the body read here is the body running, on every database.

export interface DbFunction {
  name: string
  /** As pg_get_function_identity_arguments gives them, e.g. `changed uuid[]`. */
  args: string
  returns: string
  language: 'sql' | 'plpgsql'
  /** E.g. `IMMUTABLE PARALLEL SAFE`. */
  attributes?: string
  /** Exactly what PostgreSQL keeps as the function's source (pg_proc.prosrc). */
  body: string
  /** SQL run once after the body replaced an earlier one (e.g. every player's JSON written again). */
  afterReplace?: string
}

export interface DbTrigger {
  name: string
  table: string
  /** Exactly as pg_get_triggerdef gives it. */
  definition: string
}

export const createFunction = (f: DbFunction) =>
  `CREATE OR REPLACE FUNCTION ${f.name}(${f.args}) RETURNS ${f.returns} LANGUAGE ${f.language}` +
  `${f.attributes ? ` ${f.attributes}` : ''} AS $fn$${f.body}$fn$`

export const createTrigger = (t: DbTrigger) =>
  t.definition.replace(/^CREATE TRIGGER /, 'CREATE OR REPLACE TRIGGER ')
