/** Rows whose text (as picked by `text`) contains the query, case-insensitively. */
export function filterRows<T>(rows: readonly T[], query: string, text: (row: T) => string): T[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...rows];
  return rows.filter((row) => text(row).toLowerCase().includes(q));
}
