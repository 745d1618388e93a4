import { act } from 'react'
import { View } from '@tarojs/components'
import { mount } from '../../../test/utils/mount'
import { StoreContext, type RootStore } from '@/stores'
import { Carousel, type CarouselProps } from '.'

const qa = (sel: string) => Array.from(document.querySelectorAll(sel)) as HTMLElement[]
const track = () => document.querySelector('.carousel__track') as HTMLElement

function Slides ({ n, ...props }: Omit<CarouselProps, 'count' | 'children'> & { n: number }) {
  const slides = []
  for (let i = 0; i < n; i++) slides.push(<View key={i} className='slide-under-test'>{i}</View>)
  return <Carousel count={n} {...props}>{slides}</Carousel>
}

/** jsdom lays nothing out: give the track a width; and animation frames every 16 ms of the fake clock. */
function widen (el: HTMLElement, width: number) {
  Object.defineProperty(el, 'clientWidth', { configurable: true, get: () => width })
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => setTimeout(() => cb(performance.now()), 16) as unknown as number)
  jest.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => clearTimeout(id))
}

/** The slides on a page in the elderly mode (stores/display). */
function ElderlySlides (props: Omit<CarouselProps, 'count' | 'children'> & { n: number }) {
  const root = { display: { display: { elderly: true, textScale: 1.5 } } } as unknown as RootStore
  return <StoreContext.Provider value={root}><Slides {...props} /></StoreContext.Provider>
}

// As the H5 app's entry does with config/index.ts's designWidth and deviceRatio (the gap goes through pxTransform).

describe('Carousel on H5 (a scroll-snap track)', () => {
  // Mounting waits for a real animation frame; the glides then run on frames of the fake clock.
  // Every carousel here is on screen (the test setup's observer never reports): autoplay may run.
  const Unseen = window.IntersectionObserver
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame'] })
    window.IntersectionObserver = class {
      constructor (private readonly report: IntersectionObserverCallback) {}
      observe (el: Element) { this.report([{ isIntersecting: true, target: el } as unknown as IntersectionObserverEntry], this as unknown as IntersectionObserver) }
      unobserve () {}
      disconnect () {}
      takeRecords () { return [] }
    } as unknown as typeof IntersectionObserver
  })
  afterEach(() => {
    window.IntersectionObserver = Unseen
    jest.restoreAllMocks()
    jest.useRealTimers()
  })

  it('one item per slide, our dots (one per position, the first active), none for a single slide', async () => {
    await mount(Slides, { n: 3, dots: true })
    expect(qa('.carousel__item')).toHaveLength(3)
    expect(qa('.carousel__item')[0].style.flexBasis).toBe('100.0000%')
    expect(qa('.carousel__dot')).toHaveLength(3)
    expect(qa('.carousel__dot--active')).toHaveLength(1)
    expect(qa('.carousel__dot')[0].className).toContain('carousel__dot--active')
  })

  it('no dots for one slide, nor when asked for none', async () => {
    await mount(Slides, { n: 1, dots: true })
    await mount(Slides, { n: 3, dots: false })
    expect(qa('.carousel__dot')).toHaveLength(0)
  })

  it('3.27 in view with a gap, looping: each slide 1/3.27 wide, copies of the first four after the last (hidden), a dot per slide', async () => {
    await mount(Slides, { n: 5, perView: 3.27, gap: 4, loop: true, dotsPlacement: 'below' })
    const items = qa('.carousel__item')
    expect(items).toHaveLength(9)
    expect(items[0].style.flexBasis).toBe('30.5810%')
    expect(items[0].style.paddingRight).not.toBe('')
    // At the start the copies stand empty at their width; with the last slides in view they hold the first four.
    expect(qa('.carousel__item--copy').map((n) => n.textContent)).toEqual(['', '', '', ''])
    expect(qa('.carousel__item--copy').every((n) => n.getAttribute('aria-hidden') === 'true')).toBe(true)
    const el = track()
    widen(el, 327)
    el.scrollLeft = 100
    act(() => { el.dispatchEvent(new Event('scroll')) })
    await act(async () => { jest.advanceTimersByTime(20) })
    expect(qa('.carousel__item--copy').map((n) => n.textContent)).toEqual(['0', '1', '2', '3'])
    el.scrollLeft = 0
    act(() => { el.dispatchEvent(new Event('scroll')) })
    await act(async () => { jest.advanceTimersByTime(20) })
    expect(qa('.carousel__item--copy').map((n) => n.textContent)).toEqual(['', '', '', ''])
    expect(qa('.carousel__dot')).toHaveLength(5)
    expect(document.querySelector('.carousel__dots')?.className).toContain('carousel__dots--below')
  })

  it('autoplays a glide of durationMs per interval', async () => {
    await mount(Slides, { n: 3, autoplayMs: 2500, loop: true })
    const el = track()
    widen(el, 300)
    await act(async () => { jest.advanceTimersByTime(2499) })
    expect(el.scrollLeft).toBe(0)
    await act(async () => { jest.advanceTimersByTime(1) })
    // Mid-glide: on its way, the snap off.
    await act(async () => { jest.advanceTimersByTime(200) })
    expect(el.scrollLeft).toBeGreaterThan(0)
    expect(el.scrollLeft).toBeLessThan(300)
    expect(el.style.scrollSnapType).toBe('none')
    await act(async () => { jest.advanceTimersByTime(400) })
    expect(el.scrollLeft).toBe(300)
    expect(el.style.scrollSnapType).toBe('')
    await act(async () => { jest.advanceTimersByTime(2500 - 600 + 600) })
    expect(el.scrollLeft).toBe(600)
  })

  it('one per view, looping: a copy of the first after the last (hidden), the wrap a glide onto it like any other step, then the real first unseen', async () => {
    const onChange = jest.fn()
    await mount(Slides, { n: 3, autoplayMs: 2500, loop: true, onChange })
    expect(qa('.carousel__item')).toHaveLength(4)
    // Empty until the last slide is in view.
    expect(qa('.carousel__item--copy').map((n) => [n.textContent, n.getAttribute('aria-hidden')])).toEqual([['', 'true']])
    expect(qa('.carousel__dot')).toHaveLength(3)
    const el = track()
    widen(el, 300)
    // On the last slide (jsdom fires no scroll event of its own: each position set is told as a browser would).
    el.scrollLeft = 600
    act(() => { el.dispatchEvent(new Event('scroll')) })
    await act(async () => { jest.advanceTimersByTime(2500) })
    expect(qa('.carousel__item--copy').map((n) => n.textContent)).toEqual(['0'])
    expect(qa('.carousel__dot')[2].className).toContain('carousel__dot--active')
    // Every position the track passes through in the wrap, frame by frame (16 ms each).
    const seen: number[] = []
    for (let t = 0; t < 640; t += 16) {
      await act(async () => { jest.advanceTimersByTime(16) })
      act(() => { el.dispatchEvent(new Event('scroll')) })
      seen.push(el.scrollLeft)
    }
    expect(seen.filter((x) => x > 600 && x < 900).length).toBeGreaterThan(10)
    // Forward only, towards the copy: never back through the slides between.
    expect(seen.filter((x) => x > 0 && x < 600)).toEqual([])
    expect(el.scrollLeft).toBe(0)
    expect(el.style.scrollSnapType).toBe('')
    // The dots: the last, then the first once the copy came in, and no other on the way.
    expect(onChange.mock.calls.map(([dot]) => dot)).toEqual([2, 0])
    expect(qa('.carousel__dot')[0].className).toContain('carousel__dot--active')
  })

  // Issue 51: a looping track left resting on the copy of its first slide under load (frames late, dropped, or
  // the glide cut short as the carousel left the screen): it comes back to its real first slide whatever the frames do.
  describe('the wrap lands on the real first slide whatever the frames do', () => {
    /** On the last of 3 slides of 300 px (the copy at 900), the next autoplay step 2500 ms away. */
    async function onLastSlide (frames: 'late' | 'dropped' | 'normal', props: Partial<CarouselProps> = {}) {
      await mount(Slides, { n: 3, autoplayMs: 2500, loop: true, ...props })
      const el = track()
      widen(el, 300)
      if (frames === 'late') jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => setTimeout(() => cb(performance.now()), 180) as unknown as number)
      if (frames === 'dropped') jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0)
      el.scrollLeft = 600
      act(() => { el.dispatchEvent(new Event('scroll')) })
      return el
    }

    it.each(['late', 'dropped'] as const)('frames %s: the glide ends on the copy, then the real first', async (frames) => {
      const el = await onLastSlide(frames)
      await act(async () => { jest.advanceTimersByTime(2500 + 500) })
      // Landed by its time (a late frame jumps ahead; no frame at all: its timer lands it).
      await act(async () => { jest.advanceTimersByTime(400) })
      expect(el.scrollLeft).toBe(0)
      expect(el.style.scrollSnapType).toBe('')
    })

    it('leaving the screen mid-glide lands it on the real first slide, not between two or on the copy', async () => {
      let report: ((entries: Array<{ isIntersecting: boolean }>) => void) | undefined
      ;(window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = jest.fn((cb: typeof report) => { report = cb; return { observe: jest.fn(), disconnect: jest.fn() } })
      const el = await onLastSlide('normal')
      act(() => { report?.([{ isIntersecting: true }]) })
      await act(async () => { jest.advanceTimersByTime(2500 + 200) })
      expect(el.scrollLeft).toBeGreaterThan(600)
      expect(el.scrollLeft).toBeLessThan(900)
      act(() => { report?.([{ isIntersecting: false }]) })
      await act(async () => { jest.advanceTimersByTime(1000) })
      expect(el.scrollLeft).toBe(0)
      expect(el.style.scrollSnapType).toBe('')
    })

    it('a track found resting on a copy (a swipe, a re-snap) turns into its original once still', async () => {
      const el = await onLastSlide('normal', { autoplayMs: 0 })
      el.scrollLeft = 900
      act(() => { el.dispatchEvent(new Event('scroll')) })
      await act(async () => { jest.advanceTimersByTime(100) })
      expect(el.scrollLeft).toBe(900)
      await act(async () => { jest.advanceTimersByTime(100) })
      expect(el.scrollLeft).toBe(0)
    })

    it('a finger down mid-glide stops it where it is; lifted on a copy, it turns into its original', async () => {
      const el = await onLastSlide('normal')
      await act(async () => { jest.advanceTimersByTime(2500 + 200) })
      act(() => { el.dispatchEvent(new Event('touchstart', { bubbles: true })) })
      const held = el.scrollLeft
      await act(async () => { jest.advanceTimersByTime(600) })
      expect(el.scrollLeft).toBe(held)
      // The visitor drags it onto the copy and lets go.
      el.scrollLeft = 900
      act(() => { el.dispatchEvent(new Event('touchend', { bubbles: true })) })
      await act(async () => { jest.advanceTimersByTime(200) })
      expect(el.scrollLeft).toBe(0)
    })
  })

  it('does not autoplay in the elderly mode: it moves when swiped', async () => {
    await mount(ElderlySlides, { n: 3, autoplayMs: 2500, loop: true })
    const el = track()
    widen(el, 300)
    await act(async () => { jest.advanceTimersByTime(2500) })
    await act(async () => { jest.advanceTimersByTime(600) })
    expect(el.scrollLeft).toBe(0)
  })

  it('does not autoplay without looping at the end', async () => {
    await mount(Slides, { n: 2, autoplayMs: 1000, loop: false })
    const el = track()
    widen(el, 300)
    el.scrollLeft = 300
    await act(async () => { jest.advanceTimersByTime(3000) })
    expect(el.scrollLeft).toBe(300)
  })

  it('pauses while a finger is down', async () => {
    await mount(Slides, { n: 3, autoplayMs: 1000, loop: true })
    const el = track()
    widen(el, 300)
    act(() => { el.dispatchEvent(new Event('touchstart', { bubbles: true })) })
    await act(async () => { jest.advanceTimersByTime(3000) })
    expect(el.scrollLeft).toBe(0)
    act(() => { el.dispatchEvent(new Event('touchend', { bubbles: true })) })
    await act(async () => { jest.advanceTimersByTime(1600) })
    expect(el.scrollLeft).toBe(300)
  })

  it('over copies: runs on to the copy of the first, then back to the real first unseen', async () => {
    await mount(Slides, { n: 5, perView: 3.27, loop: true, autoplayMs: 1000 })
    const el = track()
    widen(el, 327)
    el.scrollLeft = 400
    await act(async () => { jest.advanceTimersByTime(1600) })
    expect(el.scrollLeft).toBe(0)
  })

  it('moves the active dot with the scroll and reports it', async () => {
    const onChange = jest.fn()
    await mount(Slides, { n: 3, onChange })
    const el = track()
    widen(el, 300)
    let reads = 0
    Object.defineProperty(el, 'scrollLeft', { configurable: true, get: () => { reads++; return 600 }, set: () => undefined })
    // A swipe's many scroll events in one frame: the position is read once, in that frame.
    act(() => { for (let i = 0; i < 5; i++) el.dispatchEvent(new Event('scroll')) })
    expect(reads).toBe(0)
    await act(async () => { jest.advanceTimersByTime(16) })
    expect(reads).toBe(1)
    expect(qa('.carousel__dot')[2].className).toContain('carousel__dot--active')
    expect(onChange).toHaveBeenCalledWith(2)
    act(() => { el.dispatchEvent(new Event('scroll')) })
    await act(async () => { jest.advanceTimersByTime(16) })
    expect(onChange).toHaveBeenCalledTimes(1)
  })

  it('autoplays only while on screen (an observer reports it), and stops when scrolled away', async () => {
    let report: ((entries: Array<{ isIntersecting: boolean }>) => void) | undefined
    const observe = jest.fn()
    const disconnect = jest.fn()
    ;(window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = jest.fn((cb: typeof report) => { report = cb; return { observe, disconnect } })
    await mount(Slides, { n: 3, autoplayMs: 1000 })
    const el = track()
    widen(el, 300)
    expect(observe).toHaveBeenCalledWith(el)
    await act(async () => { jest.advanceTimersByTime(3000) })
    expect(el.scrollLeft).toBe(0)
    act(() => { report?.([{ isIntersecting: true }]) })
    await act(async () => { jest.advanceTimersByTime(1600) })
    expect(el.scrollLeft).toBe(300)
    act(() => { report?.([{ isIntersecting: false }]) })
    await act(async () => { jest.advanceTimersByTime(3000) })
    expect(el.scrollLeft).toBe(300)
  })

  it('clears its interval on unmount', async () => {
    const utils = await mount(Slides, { n: 3, autoplayMs: 1000, loop: true })
    expect(jest.getTimerCount()).toBeGreaterThan(0)
    act(() => { utils.unmout() })
    expect(jest.getTimerCount()).toBe(0)
  })
})
