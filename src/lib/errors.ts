/**
 * What to tell a visitor about a failure, whatever shape it came in. Only our
 * own errors carry a message meant for a visitor (the catalogue's, or the
 * gateway's `msg`: 000 §8); anything else (a TypeError, a host's raw text, a
 * thrown string) is a bug or a report's detail, and the visitor sees the
 * catalogue's generic failure instead of "e.trim is not a function".
 */
import { t } from '@/i18n'

/**
 * An error whose message is written for the visitor: the gateway's (services/envelope.ts GatewayError)
 * and the host's (platform/rules.ts PlatformError) extend it, so this floor knows neither.
 */
export class ShownError extends Error {}

/** An error whose message was written for the visitor (and has one). */
export function isShownError (error: unknown): error is ShownError {
  return error instanceof ShownError && !!error.message
}

export function errorMessage (error: unknown, fallback = t('error.requestFailed')): string {
  return isShownError(error) ? error.message : fallback
}

/** An exception's own text, for operators (preview) and reports: never for a visitor's screen. */
export function errorDetail (error: unknown): string {
  if (error instanceof Error) return error.message || error.name
  try {
    return typeof error === 'string' ? error : String(error)
  } catch {
    return typeof error
  }
}
