/**
 * What to tell a visitor about a failure, whatever shape it came in: our own
 * errors carry a catalogue message; hosts reject with `{ errMsg }` objects,
 * not Errors, and some rejections carry nothing useful at all.
 */
import { t } from '@/i18n'

export function errorMessage (error: unknown): string {
  if (error instanceof Error && error.message) return error.message
  if (typeof error === 'string' && error) return error
  return t('error.requestFailed')
}
