import { useCallback } from 'react'
import { t } from '@/i18n'
import { errorMessage } from '@/lib/errors'
import { useStores, type RootStore } from '@/stores'
import type { RedirectItem } from '@/lib/types'
import { resolveClick } from './redirects/model'
import type { ComponentMeta } from './types'

/**
 * One navigation per burst of taps (docs/decisions.md, 000 §2): a tap on a target within this long of the
 * previous tap on it is dropped, and extends the burst. Twenty taps in one frame opened the destination two
 * or three times (a mini-program pushes a page per `navigateTo`) and sent twenty tracking events.
 */
export const NAVIGATION_LOCK_MS = 800

/**
 * One run of `fn` per burst of taps on `key`, as one navigation per burst: a tap within NAVIGATION_LOCK_MS of
 * the last tap on the key (accepted or dropped) is dropped, so twenty taps, in one tick or over a second, are one.
 */
export async function oncePerBurst (root: Pick<RootStore, 'actions'>, key: string, fn: () => Promise<void> | void): Promise<void> {
  await root.actions.run(key, async () => { await fn() }, { throttleMs: NAVIGATION_LOCK_MS, burst: true })
}

/**
 * A toast said once for a burst of taps, as the page a tap would open (a browser's subscribe and booking
 * taps, an empty answer: twenty taps were twenty toasts): the guarded action's burst window on `key`.
 */
export async function toastOncePerBurst (root: Pick<RootStore, 'platform' | 'actions'>, key: string, text: string): Promise<void> {
  await oncePerBurst(root, key, () => { root.platform.toast(text) })
}

/** The last tap per target, per root (its page store stands for it): two pages in a mini-program's stack stay apart. */
const lastTaps = new WeakMap<object, Map<string, number>>()

/**
 * Whether this tap starts a burst on `target`; every tap, dropped or not, moves the burst's end. Also for a
 * block's own taps that change what it shows and asks for (a sort toggle, a tab): twenty taps are one.
 */
export function startsBurst (owner: object, target: string, now: number = Date.now()): boolean {
  let taps = lastTaps.get(owner)
  if (!taps) lastTaps.set(owner, taps = new Map())
  const last = taps.get(target)
  taps.set(target, now)
  if (taps.size > 50) for (const [key, at] of taps) if (now - at >= NAVIGATION_LOCK_MS) taps.delete(key)
  return last === undefined || now - last >= NAVIGATION_LOCK_MS || now < last
}

/**
 * Moves a burst's end to now, as a tap would: when an answer brings back the line that was tapped, so that the
 * taps still coming from the finger that asked (a view takes none while the call is out) are the same burst.
 */
export function extendBurst (owner: object, target: string, now: number = Date.now()): void {
  startsBurst(owner, target, now)
}

/**
 * A configured click: resolves the item for this platform, tracks the click
 * (waiting at most 100 ms) and hands the action to the platform, once per burst
 * of taps on the same destination. An invalid target toasts 'invalid url'
 * instead of navigating; a failed navigation says why.
 */
export function openClick (root: Pick<RootStore, 'platform' | 'page' | 'tracker'>, redirects: readonly RedirectItem[] | undefined, component: Pick<ComponentMeta, 'type' | 'uuid'>): void {
  const { platform, page, tracker } = root
  const action = resolveClick(redirects, platform.platform(), platform.currentUrl())
  if (action.kind === 'none') return
  // The destination is the target: a banner and a hot zone opening the same page are one navigation.
  if (!startsBurst(page, JSON.stringify(action), Date.now())) return
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
