/**
 * The harness's own error (what a test sees when the bundle, or the test, breaks a host rule) and how it
 * words a value the bundle threw or logged.
 */
export class HarnessError extends Error {
  constructor (message: string) {
    super(message)
    this.name = 'HarnessError'
  }
}

/** JSON when it can be, else the value's string. */
export function safeStringify (v: unknown): string {
  try {
    return JSON.stringify(v) ?? String(v)
  } catch {
    return String(v)
  }
}

/** A thrown value for a message: an error's first six stack lines, an object as JSON, else its string. */
export function errorText (e: unknown): string {
  if (e && typeof e === 'object' && 'stack' in e && typeof (e as Error).stack === 'string') {
    return (e as Error).stack!.split('\n').slice(0, 6).join('\n')
  }
  if (e && typeof e === 'object') return safeStringify(e)
  return String(e)
}
