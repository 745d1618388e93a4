/**
 * Mutex group (000 §2, §3): groups of components of which one is shown.
 * The spec does not say which; the rule chosen: the first group whose component
 * this page can render for this visitor (a registered kind with a config its
 * model accepts). Operators list groups in order of preference, so a group that
 * needs a block this build lacks, or is misconfigured, falls through to the next.
 */
import type { ComponentConfig } from '@/lib/types'
import { isComponentConfig, isObject, list } from '@/lib/config'
import { t } from '@/i18n'
import { invalid, valid, type ParseResult } from '@/renderer/types'

export interface MutexModel { candidates: ComponentConfig[] }

export function parseMutex (raw: unknown): ParseResult<MutexModel> {
  if (!isObject(raw)) return invalid(t('config.notObject'))
  const candidates = list(raw.groups).filter(isObject).map((g) => g.component)
    .filter(isComponentConfig)
  if (!candidates.length) return invalid(t('config.mutex.noGroups'))
  return valid({ candidates })
}

/** The first candidate that can be shown; `canShow` asks the registry and the block's model. */
export function pickMutex (candidates: readonly ComponentConfig[], canShow: (c: ComponentConfig) => boolean): ComponentConfig | undefined {
  return candidates.find(canShow)
}
