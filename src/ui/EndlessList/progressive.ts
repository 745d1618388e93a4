/**
 * Mini-programs: an appended page's items all at once. Each chunk would be a
 * setData of its own (the hosts' audits count them), and the view layer draws
 * off the logic thread anyway. H5's twin (progressive.h5.ts) draws in chunks.
 */
export function useProgressive<T> (items: readonly T[], _immediate: boolean): readonly T[] {
  return items
}
