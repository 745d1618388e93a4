/**
 * Self-run placeholder (000 §1): a slot the host app fills with its own content;
 * this page renders nothing there for visitors. Preview mode marks the slot so
 * operators see where it sits. The config's fields are not in the spec.
 */
import { isObject, str } from '@/lib/config'
import { valid, type ParseResult } from '@/renderer/types'

export interface SelfRunModel { name?: string }

export function parseSelfRun (raw: unknown): ParseResult<SelfRunModel> {
  return valid({ name: isObject(raw) ? str(raw.name) : undefined })
}
