/**
 * The rows of a raw `db.execute(sql…)` result: node-postgres and PGlite answer `{ rows }`, other
 * drivers the array itself.
 */
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}
