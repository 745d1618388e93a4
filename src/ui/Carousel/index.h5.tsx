/**
 * A carousel on H5 (and the HarmonyOS webview): a CSS scroll-snap track
 * instead of Taro's H5 Swiper, which carries the swiper library (~40 KB
 * brotli) into every chunk that uses it. Same rules as the mini-program one:
 * autoplay (paused while a finger is down), the slide animation of
 * `durationMs` (a short glide with the snap off, not the browser's own
 * smooth scroll, whose length is not ours), looping, our dots. A loop runs
 * on from the last slide over copies of the first ones (as many as are in
 * view), with the same glide as any other step, and jumps back to the
 * originals unseen: the wrap slides, it does not snap back.
 */
import { Children, useCallback, useEffect, useRef, useState, type CSSProperties } from 'react'
import Taro from '@tarojs/taro'
import { t } from '@/i18n'
import { prefersReducedMotion } from '@/platform/motion'
import { useElderly } from '../display'
import { CAROUSEL_DURATION_MS, activeOf, autoplayMove, cloneCount, copiesNeeded, easeOut, pageCount } from './model'
import { Dots } from './Dots'
import type { CarouselProps } from './types'
import './index.scss'

export type { CarouselProps } from './types'

/** How long the track must be still before a rest on a copy is turned into its original. */
const SETTLE_MS = 120

/** A glide's cancel: `finish` lands it where it was going at once (its completion runs), else it stops where it is. */
type CancelGlide = (how?: 'finish' | 'stop') => void

/** A glide's frames may come late or not at all (a page under load, frames dropped): it ends by this much after its time anyway. */
const GLIDE_GRACE_MS = 100

/**
 * Scrolls `el` to `left` over `ms` with the snap off, each frame placing it by the time elapsed (late frames
 * jump ahead, they do not slow it down); `done` runs once, when it lands, whatever the frames do: a timer
 * lands it if no frame has by `ms` + GLIDE_GRACE_MS after its first frame (or after the call, if none comes).
 * Counted from the first frame: under load that frame came 380 ms late and a timer counted from the call cut
 * the glide the visitor saw to 220 ms (the gate's carouselWrap test, issue 51). Returns its cancel.
 */
function glide (el: HTMLElement, left: number, ms: number, done: () => void): CancelGlide {
  const start = el.scrollLeft
  const distance = left - start
  if (!distance || ms <= 0 || typeof requestAnimationFrame !== 'function') {
    el.scrollLeft = left
    done()
    return () => undefined
  }
  el.style.scrollSnapType = 'none'
  let over = false
  const land = () => {
    if (over) return
    over = true
    cancelAnimationFrame(frame)
    clearTimeout(fallback)
    el.scrollLeft = left
    el.style.scrollSnapType = ''
    done()
  }
  let t0: number | undefined
  let frame = requestAnimationFrame(function step (now: number) {
    if (t0 === undefined) {
      t0 = now
      clearTimeout(fallback)
      fallback = setTimeout(land, ms + GLIDE_GRACE_MS)
    }
    const p = (now - t0) / ms
    if (p >= 1) return land()
    el.scrollLeft = start + distance * easeOut(p)
    frame = requestAnimationFrame(step)
  })
  let fallback = setTimeout(land, ms + GLIDE_GRACE_MS)
  return (how = 'stop') => {
    if (over) return
    if (how === 'finish') return land()
    over = true
    cancelAnimationFrame(frame)
    clearTimeout(fallback)
    el.style.scrollSnapType = ''
  }
}

export function Carousel ({
  count, children, autoplayMs = 0, durationMs = CAROUSEL_DURATION_MS, loop = false, dots = true, dotsPlacement = 'over',
  dotColor, dotActiveColor, perView = 1, gap = 0, className = '', onChange
}: CarouselProps) {
  const track = useRef<HTMLDivElement>(null)
  const touching = useRef(false)
  // A keyboard's or reader's focus inside: no autoplay moves what they are reading (WCAG 2.2.2).
  const focused = useRef(false)
  // A visitor who asked for less motion, or in the elderly mode: the carousel moves only when they swipe it
  // (read as it mounts).
  const elderly = useElderly()
  const [still] = useState(() => elderly || prefersReducedMotion())
  // Whether the track holds a control: if not, the track itself takes the keyboard's focus to be scrolled.
  const [hasControls, setHasControls] = useState(true)
  const cancelGlide = useRef<CancelGlide | undefined>(undefined)
  const settleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const changed = useRef(onChange)
  const [active, setActive] = useState(0)
  // The copies hold their slides only while the track's end is in view or next (the last slides shown, or
  // resting on a copy): elsewhere they stand empty at their width, so the track scrolls and snaps the same
  // and a page of looping carousels does not carry a second set of their first slides (issue 42's DOM size).
  const [nearEnd, setNearEnd] = useState(false)
  // Autoplay runs only while the carousel is on screen: one below the fold does not glide (a frame of
  // layout and paint for the whole page each step) before anybody sees it. Without an observer: always.
  const [onScreen, setOnScreen] = useState(() => typeof IntersectionObserver === 'undefined')
  const scrollFrame = useRef(0)
  const pages = pageCount(count, perView, loop)
  const clones = cloneCount(count, perView, loop)
  const slides = Children.toArray(children)

  useEffect(() => { changed.current = onChange }, [onChange])

  const stepOf = useCallback((el: HTMLElement) => el.clientWidth / perView, [perView])

  const positionOf = useCallback((el: HTMLElement) => {
    const step = stepOf(el)
    return step ? Math.round(el.scrollLeft / step) : 0
  }, [stepOf])

  const shown = useRef(0)
  const show = useCallback((index: number) => {
    if (shown.current === index) return
    shown.current = index
    setActive(index)
    changed.current?.(index)
  }, [])

  /**
   * Once the track rests (no scroll for SETTLE_MS, no finger down, no glide), a rest on a copy turns into its
   * original, unseen: decided from where the track is, whatever brought it there (a swipe, a glide whose
   * completion ran late or was cut short, a re-snap).
   */
  const restOnOriginal = useCallback(() => {
    if (!clones) return
    if (settleTimer.current) clearTimeout(settleTimer.current)
    settleTimer.current = setTimeout(() => {
      settleTimer.current = undefined
      const el = track.current
      if (!el || !el.clientWidth || touching.current || cancelGlide.current) return
      const at = positionOf(el)
      if (at >= pages) el.scrollLeft = (at - pages) * stepOf(el)
    }, SETTLE_MS)
  }, [clones, pages, positionOf, stepOf])
  useEffect(() => {
    const el = track.current
    if (el) setHasControls(!!el.querySelector('[tabindex], a[href], button'))
  }, [count])

  useEffect(() => {
    const el = track.current
    if (!el || !autoplayMs || pages < 2 || typeof IntersectionObserver === 'undefined') return undefined
    const observer = new IntersectionObserver((entries) => { setOnScreen(entries[entries.length - 1].isIntersecting) })
    observer.observe(el)
    return () => observer.disconnect()
  }, [autoplayMs, pages])

  // Autoplay: one step per interval while on screen, none while a finger is down or a glide runs; cleared on unmount.
  useEffect(() => {
    if (!autoplayMs || pages < 2 || !onScreen || still) return undefined
    const timer = setInterval(() => {
      const el = track.current
      if (!el || touching.current || focused.current || cancelGlide.current || !el.clientWidth) return
      const step = stepOf(el)
      const move = autoplayMove(positionOf(el), pages, clones > 0)
      if (!move) return
      if (move.from !== undefined) el.scrollLeft = move.from * step
      cancelGlide.current = glide(el, move.to * step, durationMs, () => {
        cancelGlide.current = undefined
        if (move.then !== undefined) el.scrollLeft = move.then * step
        // Wherever it landed, a rest on a copy turns into its original (restOnOriginal).
        restOnOriginal()
      })
    }, autoplayMs)
    return () => {
      clearInterval(timer)
      // Scrolled away, or unmounted, mid-glide: it lands where it was going (on the original past a copy),
      // never left between two slides or on a copy.
      const cancel = cancelGlide.current
      cancelGlide.current = undefined
      cancel?.('finish')
    }
  }, [autoplayMs, durationMs, pages, clones, stepOf, positionOf, onScreen, still, restOnOriginal])

  // The slides or how many are in view changed while the track rests near its end: the copies follow.
  useEffect(() => {
    const el = track.current
    if (el && el.clientWidth) setNearEnd(copiesNeeded(positionOf(el), pages, clones))
  }, [pages, clones, positionOf])

  useEffect(() => () => {
    if (settleTimer.current) clearTimeout(settleTimer.current)
    if (scrollFrame.current) cancelAnimationFrame(scrollFrame.current)
  }, [])

  // Scroll events come many per frame (a glide, a swipe): the position is read once per frame, in the
  // frame's own turn, not in every event (each read lays out the page when something changed meanwhile).
  const onScroll = () => {
    if (scrollFrame.current) return
    scrollFrame.current = requestAnimationFrame(() => {
      scrollFrame.current = 0
      settle()
    })
  }
  const settle = () => {
    const el = track.current
    if (!el || !el.clientWidth) return
    show(activeOf(positionOf(el), pages, clones > 0))
    if (!clones) return
    setNearEnd(copiesNeeded(positionOf(el), pages, clones))
    restOnOriginal()
  }
  const hold = () => {
    touching.current = true
    // The finger takes the track where it is.
    const cancel = cancelGlide.current
    cancelGlide.current = undefined
    cancel?.('stop')
  }
  const release = () => {
    touching.current = false
    restOnOriginal()
  }

  const itemStyle: CSSProperties = { flexBasis: `${(100 / perView).toFixed(4)}%` }
  if (gap) itemStyle.paddingRight = Taro.pxTransform(gap)
  const items = clones ? [...slides, ...slides.slice(0, clones).map((slide) => (nearEnd ? slide : null))] : slides

  // The copies of the first slides are the same slides again: hidden from readers and out of the keyboard's
  // reach (`inert`), or a Tab would land on a control a reader was told is not there.
  const copyProps = { 'aria-hidden': true, inert: '' } as Record<string, unknown>
  return (
    <div className={`carousel carousel--web ${className}`}>
      <div
        className='carousel__track'
        ref={track}
        onScroll={onScroll}
        onTouchStart={hold}
        onTouchEnd={release}
        onTouchCancel={release}
        onFocus={() => { focused.current = true }}
        onBlur={() => { focused.current = false }}
        // A track of images that take no tap is scrolled by the keyboard itself (WCAG 2.1.1).
        {...(hasControls ? {} : { tabIndex: 0, role: 'group', 'aria-label': t('carousel.label') })}
      >
        {items.map((child, i) => (
          <div key={i} className={`carousel__item${i >= slides.length ? ' carousel__item--copy' : ''}`} style={itemStyle} {...(i >= slides.length ? copyProps : {})}>
            {child}
          </div>
        ))}
      </div>
      {dots && pages > 1 ? <Dots pages={pages} active={active} placement={dotsPlacement} color={dotColor} activeColor={dotActiveColor} /> : null}
    </div>
  )
}
