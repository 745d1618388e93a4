/**
 * Mini-programs: a long list renders whole. Its cost there is the setData, and the page's batches already
 * keep each one small (renderer/batches.ts).
 */
export function useRevealed (total: number, _first: number): number {
  return total
}
