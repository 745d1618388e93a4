/**
 * The page's block window (issue 42; the rules in blockWindow.ts): which of the page's stacked blocks are
 * mounted, and the boxes that stand for the ones that gave way. The first batch mounts at once; once the
 * first screen is up, each step mounts a few blocks more towards the window around the viewport (measured
 * after they mount, before the next step), and a block farther than the window's margin gives way to a box
 * of its measured height, so nothing moves. While a dialog is open nothing gives way (a block in a claim
 * flow keeps its view). A block's store outlives its view (root.blocks, by uuid): mounted again, it is as
 * the visitor left it.
 *
 * A host that measures nothing (every box 0 px high) mounts every block, batch by batch, as before the window;
 * so does a host that cannot measure (a query unanswered, or answered with no box for any mounted block: the
 * page never hides content it could not measure), which is reported once (`onBlind`).
 * A jump to a floor further down mounts and measures the blocks above it in steps (blockWindow.ts jumpStep)
 * before the page scrolls, so it lands on the floor's top exactly.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { windowHeight } from '@/platform/viewport'
import { pageSettle } from '@/platform/settle'
import type { ComponentConfig } from '@/lib/types'
import { FIRST_BATCH_IN_FIRST_RENDER, afterRender, windowUpdate } from './afterRender'
import { BLOCK_ESTIMATE_PX, WINDOW_ENTER_SCREENS, WINDOW_LEAVE_SCREENS, jumpStep, windowStep } from './blockWindow'
import { measureSelectors } from './pageScroll'
import { usePageResize } from './usePageResize'
import { usePageScrollTop } from './usePageScrollTop'

export interface PageWindow {
  /** The keys of the blocks mounted now. */
  mounted: ReadonlySet<string>
  /** The blocks that gave way: their box's height (px), by key. */
  boxes: ReadonlyMap<string, number>
  /**
   * The list's blocks are in the page as mounted (H5: a block's code that came late let the list's Suspense
   * show them only now, with no change of what is mounted): measure them, then step.
   */
  drawn: () => void
}

/** A block's key: the list's key for it (its uuid, else its id and place). */
export const blockKey = (component: ComponentConfig, index: number): string => component.uuid || `${component.id}-${index}`

/**
 * The stacked blocks' keys, one each: a uuid a config repeats (the gateway does not promise it unique) is told
 * apart by its place, or the window would count two blocks as one and step for ever.
 */
export function blockKeys (stacked: readonly ComponentConfig[]): string[] {
  const seen = new Set<string>()
  return stacked.map((component, index) => {
    let key = blockKey(component, index)
    if (seen.has(key)) key = `${key}~${index}`
    seen.add(key)
    return key
  })
}

/** The class of a block's slot in the window (page-wide unique, safe in every host's selector). */
export const windowSlotClass = (key: string): string => `window-slot-${key.replace(/[^\w-]/g, '_').slice(0, 64)}`

interface Options {
  /** Whether the list windows its blocks (the page's own list; a nested list mounts its blocks at once). */
  enabled: boolean
  /** Blocks in the first batch (mounted at once). */
  first: number
  /** Blocks added per step. */
  step: number
  /** The first screen is up: the steps may begin. */
  laterReady: boolean
  /** Nothing gives way (a dialog is open). */
  holding: boolean
  /** Blocks that never give way once mounted (a floor bar fixed to the screen once scrolled past: their kinds' meta.ts `stays`). */
  staying: readonly string[]
  /**
   * A jump to a floor under way (renderer/floors.ts): the key of the stacked block it lands in (the floor, or
   * the block holding it); undefined when no stacked block does (nothing to mount: ready at once).
   */
  jump: { key: string | undefined, seq: number } | undefined
  /** The window took a step towards the jump `seq`'s floor (the jump is not stalled). */
  onJumpStep: (seq: number) => void
  /** The jump `seq` may scroll now: every block above its target measured, the target mounted. */
  onJumpReady: (seq: number) => void
  /** The host cannot measure the page's blocks: from now on every block mounts, step by step (said once). */
  onBlind?: () => void
}

/** A jump mounts this many never-measured blocks a step (a product block's setData is up to ~25 KB: batches.ts)… */
export const JUMP_STEP_BLOCKS = 2
/** …at most one step this often (the audits' 20 setData a second). */
export const JUMP_STEP_MS = 60

/** The window over the page's stacked blocks, by their keys (blockKeys: one each, in page order). */
export function useBlockWindow (keys: readonly string[], { enabled, first, step, laterReady, holding, staying, jump, onJumpStep, onJumpReady, onBlind }: Options): PageWindow | undefined {
  // Mini-programs: the first batch is in the first render; H5: it follows at once, as a transition (below).
  const [mounted, setMounted] = useState<ReadonlySet<string>>(() => new Set(FIRST_BATCH_IN_FIRST_RENDER ? keys.slice(0, first) : []))
  // What is mounted as committed: a render that React set aside (a transition waiting for a kind's code, retried)
  // must not count as on screen.
  const committed = useRef(mounted)
  useLayoutEffect(() => { committed.current = mounted }, [mounted])
  const heights = useRef(new Map<string, number>())
  const scrollTop = useRef(0)
  const live = useRef({ keys, first, holding, staying, jump, onJumpStep, onJumpReady, onBlind })
  live.current = { keys, first, holding, staying, jump, onJumpStep, onJumpReady, onBlind }
  // The host cannot measure the blocks: every block counts as taking no room, so every one mounts, step by step.
  const blind = useRef(false)
  // A jump's steps: when the last was taken, the timer of the next, and the jump already said ready.
  const jumping = useRef<{ lastAt: number, timer?: ReturnType<typeof setTimeout>, readySeq?: number }>({ lastAt: -Infinity })
  // The list is still in the page: a timer or a frame's callback after it went does nothing.
  const alive = useRef(true)

  // Emulator builds under test (H5): a step asked for, rendering or being measured is work in flight for the
  // page's settle signal, until a measure finds nothing more to mount or give way.
  const busy = useRef<(() => void) | undefined>(undefined)
  const firstOn = useRef(false)
  const hold = () => { busy.current ??= pageSettle()?.('blocks mounting') }
  const release = () => {
    busy.current?.()
    busy.current = undefined
  }

  /** One step at the current scroll position and heights (of a jump while one is under way). */
  const step_ = useCallback(() => {
    const { keys: now, first: firstCount, holding: held, staying: stays, jump: going, onJumpStep: stepped, onJumpReady: say } = live.current
    const was = committed.current
    // H5: nothing steps before the first batch is on screen (a step's transition would join the first batch's,
    // and a block further down still waiting for its code would hold the first screen back).
    firstOn.current ||= now.slice(0, firstCount).every((key) => was.has(key))
    if (!firstOn.current) return
    const viewport = windowHeight() || 0
    const index = new Map(now.map((key, i) => [key, i]))
    const blocks = now.map((key) => ({ measured: blind.current ? 0 : heights.current.get(key), estimate: BLOCK_ESTIMATE_PX }))
    const mountedIdx = new Set([...was].map((key) => index.get(key)).filter((i): i is number => i !== undefined))
    const input = {
      blocks,
      scrollTop: scrollTop.current,
      viewport,
      enter: WINDOW_ENTER_SCREENS * viewport,
      leave: WINDOW_LEAVE_SCREENS * viewport,
      mounted: mountedIdx,
      pinned: held ? mountedIdx : new Set(stays.map((key) => index.get(key)).filter((i): i is number => i !== undefined && mountedIdx.has(i)))
    }
    let next: number[]
    if (going) {
      const target = going.key === undefined ? undefined : index.get(going.key)
      // No stacked block holds the floor (gone from the page, or floating): nothing to mount for it.
      const result = target === undefined ? { mounted: windowStep(input, step), ready: true } : jumpStep(input, target, JUMP_STEP_BLOCKS)
      next = result.mounted
      if (result.ready && jumping.current.readySeq !== going.seq) {
        jumping.current.readySeq = going.seq
        say(going.seq)
      }
    } else {
      next = windowStep(input, step)
    }
    const nextKeys = new Set(next.map((i) => now[i]))
    if (nextKeys.size === was.size && [...nextKeys].every((key) => was.has(key))) {
      release()
      return
    }
    hold()
    if (going) {
      // A jump's steps follow each other as fast as they are measured: one at most every JUMP_STEP_MS.
      const j = jumping.current
      const wait = j.lastAt + JUMP_STEP_MS - Date.now()
      if (wait > 0) {
        j.timer ??= setTimeout(() => { j.timer = undefined; if (alive.current) step_() }, wait)
        return
      }
      j.lastAt = Date.now()
      stepped(going.seq)
    }
    windowUpdate(() => { setMounted(nextKeys) })
  }, [step])

  // Measures the mounted blocks' slots (their margins included: a slot holds them), then takes a step. One
  // measure at a time; a scroll meanwhile asks for another when it is done, so nothing gives way on a height
  // older than the last scroll (a list that grew, an image that loaded).
  const measuring = useRef<{ busy: boolean, again: boolean }>({ busy: false, again: false })
  const measureThenStep = useCallback(() => {
    const m = measuring.current
    // A frame's callback after the page went (a draw just before it): nothing to measure, nothing to hold.
    if (!alive.current) return
    if (m.busy) { m.again = true; return }
    m.busy = true
    hold()
    const was = committed.current
    const measured = blind.current ? [] : live.current.keys.filter((key) => was.has(key))
    const asked = measured.length ? measureSelectors(measured.map((key) => `.${windowSlotClass(key)}`)) : Promise.resolve(undefined)
    asked.then((answer) => {
      if (!answer) return
      // No answer, or not one of the blocks on the page found (pageScroll.ts): the host cannot measure them.
      if (!answer.answered) {
        if (!blind.current) live.current.onBlind?.()
        blind.current = true
        return
      }
      // A slot not found (its block went meanwhile) keeps its last height.
      measured.forEach((key, i) => { const box = answer.boxes[i]; if (box) heights.current.set(key, box.height) })
    }, () => undefined).then(() => {
      m.busy = false
      if (!alive.current) return
      step_()
      if (m.again) { m.again = false; measureThenStep() }
    })
  }, [step_])
  useEffect(() => () => {
    alive.current = false
    clearTimeout(jumping.current.timer)
    release()
  }, [])

  // H5: the first batch, at once after the first render, as a transition (mini-programs drew it in the first render).
  const firstKeys = JSON.stringify(keys.slice(0, first))
  useEffect(() => {
    if (!enabled || FIRST_BATCH_IN_FIRST_RENDER) return
    const wanted = JSON.parse(firstKeys) as string[]
    if (!wanted.length || wanted.every((key) => committed.current.has(key))) return
    hold()
    windowUpdate(() => { setMounted((now) => new Set([...now, ...wanted])) })
  }, [enabled, firstKeys])

  // After each commit that changed what is mounted (or which blocks the page lists): measure, then the next step.
  const listed = JSON.stringify(keys)
  useEffect(() => {
    if (!enabled || !laterReady) {
      // The first batch's transition is still work in flight until it is on screen (H5).
      if ((JSON.parse(firstKeys) as string[]).every((key) => mounted.has(key))) release()
      return undefined
    }
    return afterRender(measureThenStep)
  }, [enabled, laterReady, mounted, listed, firstKeys, measureThenStep])

  usePageScrollTop((top) => {
    scrollTop.current = top
    if (enabled && laterReady) measureThenStep()
  })

  // The page's content changed size without a scroll (a block above emptied, an image loaded): a page that no
  // longer scrolls would otherwise never mount the rest (H5 watches the layout; mini-programs, calls ending).
  usePageResize(() => { if (enabled && laterReady) measureThenStep() })

  // A dialog closed: what waited to give way may now.
  useEffect(() => { if (enabled && laterReady && !holding) step_() }, [enabled, laterReady, holding, step_])

  const enabledRef = useRef(false)
  enabledRef.current = enabled && laterReady
  const drawnNow = useCallback(() => { if (enabledRef.current) afterRender(measureThenStep) }, [measureThenStep])

  // A jump began (its first step) or ended (what it mounted on the way gives way).
  const jumpSeq = jump?.seq
  useEffect(() => { if (enabled && laterReady) measureThenStep() }, [enabled, laterReady, jumpSeq, measureThenStep])

  if (!enabled) return undefined
  const boxes = new Map<string, number>()
  for (const key of keys) {
    const h = heights.current.get(key)
    if (!mounted.has(key) && h !== undefined) boxes.set(key, h)
  }
  return { mounted, boxes, drawn: drawnNow }
}
