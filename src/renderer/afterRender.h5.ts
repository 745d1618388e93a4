import { startTransition } from 'react'
import { afterNextFrame } from '@/lib/frames'
import { pageSettle } from '@/platform/settle'
import { BOOT_BLOCKS_GLOBAL } from '@/firstScreen/contract'
import { WEB_PAGE_BATCHES } from './batches'

/**
 * H5: the page's first render carries none of its blocks; the first batch
 * follows at once as a transition (below). React renders a transition in
 * slices of a few milliseconds and yields to the browser between them, so
 * no batch of blocks is one long task (Total Blocking Time), the first one
 * included. Mini-programs put the first batch in the first render: their
 * cost is the setData, not the render.
 */
export const FIRST_BATCH_IN_FIRST_RENDER = false

/** The campaign page's batches (batches.ts). */
export const PAGE_BATCHES = WEB_PAGE_BATCHES

/** H5 mounts every block in batches, as far as the page goes (issue 42 windows the mini-programs' page first). */
export const PAGE_WINDOW = false

/**
 * How many stacked blocks index.html's boot preview drew from the top (services/prefetch.ts
 * BOOT_BLOCKS_GLOBAL), 0 when it drew none: the page's first batch reaches them all (batches.ts
 * firstBatchCount), as the boot screen goes once that batch is on screen.
 */
export function previewedBlocks (): number {
  const drawn = typeof window === 'undefined' ? undefined : (window as unknown as Record<string, unknown>)[BOOT_BLOCKS_GLOBAL]
  return typeof drawn === 'number' && Number.isFinite(drawn) && drawn > 0 ? Math.floor(drawn) : 0
}

/**
 * How far below the screen the mounted blocks reach before the next batch
 * waits for the visitor to scroll, in screen heights. A batch renders in a
 * few tens of milliseconds on a mid-range phone: a screen and a half ahead,
 * a visitor flicking down never meets an empty page.
 */
export const MOUNT_AHEAD_SCREENS = 1.5

/** Without ResizeObserver, how often a waiting batch checks whether the page's content shrank. */
export const CONTENT_POLL_MS = 1000

/**
 * What scrolls the page: Taro's H5 router gives each page its own scrolling
 * element (the shown `.taro_page`); the document otherwise.
 */
export function pageScroller (): Element | null {
  return document.querySelector('.taro_page_show') ?? document.scrollingElement
}

/** Whether the page's end is within MOUNT_AHEAD_SCREENS of the screen's bottom. Reads layout: call it after a frame. */
export function nearPageEnd (): boolean {
  const el = pageScroller()
  if (!el) return true
  const screen = el.clientHeight || window.innerHeight
  return el.scrollHeight - (el.scrollTop + screen) <= screen * MOUNT_AHEAD_SCREENS
}

/**
 * Runs `cb`, with its state updates as a transition: for the first batch
 * (`now`), at once; for a later one, in a task after the next frame (the
 * blocks shown so far paint first), and only once the page's end is near the
 * screen. Blocks further down mount as the visitor scrolls towards them
 * rather than all during the load, where their render, layout and images
 * would compete with the first screen's. A page that does not scroll (its end
 * always "near") mounts every batch in turn, as before.
 */
export function afterRender (cb: () => void, now = false): () => void {
  let live = true
  // Emulator builds under test: a batch about to mount, or mounting until the next one takes over, is work
  // in flight for the page's settle signal; a batch waiting for the visitor to scroll is not.
  const busy = pageSettle()
  let done: (() => void) | undefined
  const hold = () => { done ??= busy?.('batch of blocks') }
  const release = () => {
    done?.()
    done = undefined
  }
  if (now) {
    hold()
    startTransition(() => { if (live) cb() })
    return () => {
      live = false
      release()
    }
  }
  let cancelCheck: (() => void) | undefined
  let watching = false
  let resized: ResizeObserver | undefined
  let poll: ReturnType<typeof setInterval> | undefined
  const stopWatching = () => {
    if (!watching) return
    watching = false
    document.removeEventListener('scroll', onMove, true)
    window.removeEventListener('resize', onMove)
    resized?.disconnect()
    resized = undefined
    if (poll !== undefined) clearInterval(poll)
    poll = undefined
  }
  const startWatching = () => {
    watching = true
    // Scroll events do not bubble: caught on the way down, whichever element scrolls.
    document.addEventListener('scroll', onMove, { capture: true, passive: true })
    window.addEventListener('resize', onMove, { passive: true })
    // The page can also come near its end without a scroll: a block above shrinks (an empty list, a
    // placeholder gone), and a page that no longer scrolls would never mount the rest. Its content's
    // size changes are watched too (a slow check where ResizeObserver is missing: iOS before 13.4).
    const el = pageScroller()
    if (typeof ResizeObserver === 'function' && el) {
      resized = new ResizeObserver(onMove)
      for (let i = 0; i < el.children.length && i < 8; i++) resized.observe(el.children[i])
    } else {
      poll = setInterval(onMove, CONTENT_POLL_MS)
    }
  }
  // After the next frame: layout is fresh then, so reading it costs nothing.
  const check = () => {
    hold()
    cancelCheck = afterNextFrame(() => {
      cancelCheck = undefined
      if (!live) return
      if (nearPageEnd()) {
        stopWatching()
        startTransition(cb)
      } else {
        if (!watching) startWatching()
        release()
      }
    })
  }
  // One check per frame however many scroll events arrive.
  function onMove () { if (cancelCheck === undefined) check() }
  check()
  return () => {
    live = false
    stopWatching()
    cancelCheck?.()
    release()
  }
}
