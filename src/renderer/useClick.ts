import { useCallback } from 'react'
import { t } from '@/i18n'
import { useStores } from '@/stores'
import { resolveClick, type RedirectItem } from './redirects/model'
import { trackThen } from './tracking'
import type { ComponentMeta } from './types'

/**
 * The tap handler of a configured click: resolves the item for this platform,
 * tracks the click (waiting at most 100 ms) and hands the action to the platform.
 * An invalid target toasts 'invalid url' instead of navigating.
 */
export function useClick (redirects: readonly RedirectItem[] | undefined, component: Pick<ComponentMeta, 'type' | 'uuid'>) {
  const { platform, page } = useStores()
  return useCallback(() => {
    const action = resolveClick(redirects, platform.platform(), platform.currentUrl())
    if (action.kind === 'none') return
    if (action.kind === 'invalid') {
      platform.toast(t('error.invalidUrl'))
      return
    }
    const activityId = page.params?.activityId
    trackThen({ event: 'click', activityId, componentType: component.type, uuid: component.uuid }, () => {
      platform.open(action).catch((e: Error) => platform.toast(e.message))
    })
  }, [redirects, component.type, component.uuid, platform, page])
}
