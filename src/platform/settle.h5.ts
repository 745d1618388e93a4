/**
 * H5: the page's settle signal (lib/settle.ts) for the browser tests. Built only into emulator builds
 * (SETTLE_SIGNAL: config/env.ts) and dormant until a test sets `window.__campaignSettleWanted = true`
 * before the page's scripts (test/e2e/support.ts), so a page measured by `bench:load` or opened by QA pays
 * nothing for it. Switched on, it reads as `window.__campaignSettle`:
 *   settled(quietMs)  no call in flight, no block's code loading, no finite transition or animation running,
 *                     every image on the screen loaded or failed, and no element added or removed for quietMs
 *   pending()         what is in flight, for a test's failure message
 * A ticking countdown or a looping animation (a marquee, a skeleton's shimmer) only changes text or runs
 * forever: neither keeps the page from settling.
 */
import { createSettleTracker, type Busy, type SettleTracker } from '@/lib/settle'

export const SETTLE_GLOBAL = '__campaignSettle'
export const SETTLE_WANTED_GLOBAL = '__campaignSettleWanted'

interface PageSettle {
  settled (quietMs: number): boolean
  pending (): string[]
}

let tracker: SettleTracker | undefined

function install (): SettleTracker {
  const own = createSettleTracker(() => performance.now())
  const running = new Set<EventTarget>()
  const started = (e: Event) => {
    // A looping animation never ends: it is part of the page at rest.
    if (e.type === 'animationstart' && e.target instanceof Element && getComputedStyle(e.target).animationIterationCount === 'infinite') return
    if (e.target) running.add(e.target)
    own.touch()
  }
  const ended = (e: Event) => {
    if (e.target && running.delete(e.target)) own.touch()
  }
  for (const type of ['transitionrun', 'animationstart']) document.addEventListener(type, started, true)
  for (const type of ['transitionend', 'transitioncancel', 'animationend', 'animationcancel']) document.addEventListener(type, ended, true)
  // A scroll moves what is on the screen, and the page answers it a moment later (the floor bar reads it
  // 50 ms after it rests: 001 §9; a batch of blocks mounts near the end).
  // A scroll set by script is dispatched at the next frame: until the page has seen it, it is not at rest.
  const scrollerTop = () => (document.querySelector('.taro_page_show') ?? document.scrollingElement)?.scrollTop ?? 0
  let seenTop = 0
  document.addEventListener('scroll', () => {
    seenTop = scrollerTop()
    own.touch()
  }, { capture: true, passive: true })
  const observe = () => {
    new MutationObserver((list) => {
      if (list.some((m) => m.type === 'childList')) own.touch()
    }).observe(document.documentElement, { childList: true, subtree: true })
  }
  if (document.documentElement) observe()
  else document.addEventListener('DOMContentLoaded', observe)
  const imagesLoading = () => Array.from(document.images).some((img) => {
    if (img.complete) return false
    const box = img.getBoundingClientRect()
    return box.width > 0 && box.bottom > 0 && box.top < innerHeight
  })
  const signal: PageSettle = {
    settled: (quietMs) => {
      // An element removed mid-transition never says it ended.
      for (const target of running) if (target instanceof Node && !target.isConnected) running.delete(target)
      if (scrollerTop() !== seenTop) return false
      return running.size === 0 && !imagesLoading() && own.settledFor(quietMs)
    },
    pending: () => [...own.pending(), ...(running.size ? [`${running.size} transition(s)`] : []), ...(imagesLoading() ? ['images on the screen'] : []), ...(scrollerTop() !== seenTop ? ['a scroll not dispatched yet'] : [])]
  }
  ;(window as unknown as Record<string, unknown>)[SETTLE_GLOBAL] = signal
  return own
}

/** Where the app reports its work to the page's settle signal, when this build has one switched on. */
export function pageSettle (): Busy | undefined {
  if (!SETTLE_SIGNAL || typeof window === 'undefined') return undefined
  if (!tracker) {
    if ((window as unknown as Record<string, unknown>)[SETTLE_WANTED_GLOBAL] !== true) return undefined
    tracker = install()
  }
  return tracker.begin
}
