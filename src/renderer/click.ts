import { useCallback } from 'react'
import { t } from '@/i18n'
import { errorMessage } from '@/lib/errors'
import { useStores, type RootStore } from '@/stores'
import { resolveClick, type RedirectItem } from './redirects/model'
import type { ComponentMeta } from './types'

/**
 * A configured click: resolves the item for this platform, tracks the click
 * (waiting at most 100 ms) and hands the action to the platform. An invalid
 * target toasts 'invalid url' instead of navigating; a failed navigation says why.
 */
export function openClick (root: Pick<RootStore, 'platform' | 'page' | 'tracker'>, redirects: readonly RedirectItem[] | undefined, component: Pick<ComponentMeta, 'type' | 'uuid'>): void {
  const { platform, page, tracker } = root
  const action = resolveClick(redirects, platform.platform(), platform.currentUrl())
  if (action.kind === 'none') return
  if (action.kind === 'invalid') {
    platform.toast(t('error.invalidUrl'))
    return
  }
  tracker.trackThen({ event: 'click', activityId: page.params?.activityId, componentType: component.type, uuid: component.uuid }, () => {
    platform.open(action).catch((e: unknown) => platform.toast(errorMessage(e)))
  })
}

/** The tap handler of a configured click, for views. */
export function useClick (redirects: readonly RedirectItem[] | undefined, component: Pick<ComponentMeta, 'type' | 'uuid'>): () => void {
  const root = useStores()
  return useCallback(() => openClick(root, redirects, component), [root, redirects, component])
}
