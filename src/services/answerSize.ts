/**
 * An answer too big to read (constants.ts MAX_ANSWER_BYTES). Where the body is still text (H5) its length
 * tells; a host that hands over the parsed body (mini-programs) has it weighed as its JSON text would be,
 * counted only until the limit is passed, so a normal answer costs a short walk and a huge one no more than
 * the limit. A declared `content-length` above the limit is refused first (it is the body as sent, maybe
 * compressed: a smaller one proves nothing).
 */
import { MAX_ANSWER_BYTES } from './constants'

export { MAX_ANSWER_BYTES }

/** The declared length of an answer, when its headers say one. */
export function declaredLength (header: Record<string, unknown> | undefined): number | undefined {
  if (!header) return undefined
  const key = Object.keys(header).find((k) => k.toLowerCase() === 'content-length')
  const n = key === undefined ? NaN : Number(header[key])
  return Number.isFinite(n) && n >= 0 ? n : undefined
}

/** Whether a value's JSON text is longer than `max` characters (escapes not counted: a lower bound of its bytes), walked until it is. */
export function jsonLongerThan (value: unknown, max: number): boolean {
  if (typeof value === 'string') return value.length > max
  let size = 0
  const stack: unknown[] = [value]
  while (stack.length) {
    const v = stack.pop()
    if (typeof v === 'string') size += v.length + 2
    else if (typeof v === 'number' || typeof v === 'boolean') size += String(v).length
    else if (v === null) size += 4
    else if (Array.isArray(v)) {
      size += 2 + Math.max(0, v.length - 1)
      for (const item of v) stack.push(item)
    } else if (typeof v === 'object') {
      const entries = Object.entries(v as Record<string, unknown>)
      size += 2 + Math.max(0, entries.length - 1)
      for (const [key, item] of entries) {
        size += key.length + 3
        stack.push(item)
      }
    }
    if (size > max) return true
  }
  return false
}

/** An answer above the limit: by its declared length, else by its body. */
export function answerTooLarge (res: { header?: Record<string, unknown>, data: unknown }, max = MAX_ANSWER_BYTES): boolean {
  const declared = declaredLength(res.header)
  if (declared !== undefined && declared > max) return true
  return jsonLongerThan(res.data, max)
}
