/**
 * Pieces of answer schemas the prize draw's and the address book's calls share: ids, counts that may come
 * as numeric text, bounded texts, and lists that drop the entries they cannot read one by one.
 */
import * as v from 'valibot'

/** An id: a number, or text of 1–64 characters. */
export const id = v.union([v.number(), v.pipe(v.string(), v.minLength(1), v.maxLength(64))])
/** A count: a number or numeric text, never negative. */
export const count = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\s*-?\d+(\.\d+)?\s*$/))]),
  v.transform(Number),
  v.finite(),
  v.transform((n) => Math.max(0, Math.floor(n)))
)
/** Text cut at `max` characters (what a view shows is bounded, whatever the server sends). */
export const text = (max: number) => v.pipe(v.string(), v.transform((s) => s.slice(0, max)))
export const optionalText = (max: number) => v.optional(v.nullable(text(max)))
export const optionalCount = v.optional(v.nullable(count))

/** A list answer as an array, or `{ list | records | rows: [...] }`; entries that do not fit are dropped. */
export function listOf<T> (entry: v.GenericSchema<unknown, T>, max = 200) {
  return v.pipe(
    v.unknown(),
    v.transform((data): unknown[] => {
      if (Array.isArray(data)) return data
      if (typeof data === 'object' && data !== null) {
        const inner = (data as Record<string, unknown>).list ?? (data as Record<string, unknown>).records ?? (data as Record<string, unknown>).rows
        if (Array.isArray(inner)) return inner
      }
      return []
    }),
    v.transform((items) => items.slice(0, max).flatMap((item) => {
      const parsed = v.safeParse(entry, item)
      return parsed.success ? [parsed.output] : []
    }))
  )
}
