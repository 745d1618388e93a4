/**
 * The page's settle signal on H5 (settle.h5.ts): dormant unless a test asks for it, then busy while the app
 * says it is, while a finite transition runs, while an image on the screen loads, and for the quiet time
 * after any element is added or removed.
 */
type Module = typeof import('./settle.h5')
interface Signal { settled (quietMs: number): boolean, pending (): string[] }

const win = window as unknown as Record<string, unknown>
const signal = () => win.__campaignSettle as Signal | undefined
/** A fresh copy of the module (it installs itself once per page). */
function fresh (): Module {
  let mod: Module | undefined
  jest.isolateModules(() => { mod = jest.requireActual<Module>('./settle.h5') })
  return mod as Module
}
/** MutationObserver's callbacks run as microtasks. */
const mutationsSeen = () => Promise.resolve()

beforeEach(() => { jest.useFakeTimers() })
afterEach(() => {
  jest.useRealTimers()
  delete win.__campaignSettle
  delete win.__campaignSettleWanted
  document.body.innerHTML = ''
})

it('stays off, and costs nothing, unless the test switched it on before the page started', () => {
  expect(fresh().pageSettle()).toBeUndefined()
  expect(signal()).toBeUndefined()
})

it('switched on: busy while the app says so, then after the quiet time', () => {
  win.__campaignSettleWanted = true
  const busy = fresh().pageSettle()
  expect(busy).toBeDefined()
  const done = busy!('request /campaign-center/api/page')
  jest.advanceTimersByTime(1_000)
  expect(signal()!.settled(200)).toBe(false)
  expect(signal()!.pending()).toEqual(['request /campaign-center/api/page'])
  done()
  expect(signal()!.settled(200)).toBe(false)
  jest.advanceTimersByTime(200)
  expect(signal()!.settled(200)).toBe(true)
})

it('an element added or removed, or a scroll, starts the quiet time again; a text that ticks does not', async () => {
  win.__campaignSettleWanted = true
  fresh().pageSettle()
  const countdown = document.createElement('span')
  countdown.textContent = '00:00:10'
  document.body.appendChild(countdown)
  await mutationsSeen()
  jest.advanceTimersByTime(200)
  expect(signal()!.settled(200)).toBe(true)
  countdown.firstChild!.nodeValue = '00:00:09'
  await mutationsSeen()
  expect(signal()!.settled(200)).toBe(true)
  document.body.appendChild(document.createElement('div'))
  await mutationsSeen()
  expect(signal()!.settled(200)).toBe(false)
  jest.advanceTimersByTime(200)
  expect(signal()!.settled(200)).toBe(true)
  // A scroll moves the screen, and the page answers it a moment later (the floor bar, the next batch).
  document.dispatchEvent(new Event('scroll'))
  expect(signal()!.settled(200)).toBe(false)
  jest.advanceTimersByTime(200)
  expect(signal()!.settled(200)).toBe(true)
})

it('is busy while a transition runs, until it ends or its element is gone; a looping animation does not count', () => {
  win.__campaignSettleWanted = true
  fresh().pageSettle()
  const wheel = document.body.appendChild(document.createElement('div'))
  const slide = document.body.appendChild(document.createElement('div'))
  const marquee = document.body.appendChild(document.createElement('div'))
  marquee.style.animationIterationCount = 'infinite'
  jest.advanceTimersByTime(500)
  wheel.dispatchEvent(new Event('transitionrun', { bubbles: true }))
  slide.dispatchEvent(new Event('transitionrun', { bubbles: true }))
  marquee.dispatchEvent(new Event('animationstart', { bubbles: true }))
  jest.advanceTimersByTime(5_000)
  expect(signal()!.settled(200)).toBe(false)
  expect(signal()!.pending()).toEqual(['2 transition(s)'])
  wheel.dispatchEvent(new Event('transitionend', { bubbles: true }))
  slide.remove()
  jest.advanceTimersByTime(200)
  expect(signal()!.settled(200)).toBe(true)
})

it('is busy while an image on the screen loads, not one below it', () => {
  win.__campaignSettleWanted = true
  fresh().pageSettle()
  const image = document.body.appendChild(document.createElement('img'))
  let complete = false
  let top = 2_000
  Object.defineProperty(image, 'complete', { get: () => complete })
  image.getBoundingClientRect = () => ({ top, bottom: top + 100, width: 375, height: 100, left: 0, right: 375, x: 0, y: top, toJSON: () => ({}) })
  jest.advanceTimersByTime(500)
  expect(signal()!.settled(200)).toBe(true)
  top = 100
  expect(signal()!.settled(200)).toBe(false)
  expect(signal()!.pending()).toEqual(['images on the screen'])
  complete = true
  expect(signal()!.settled(200)).toBe(true)
})

it('a scroll set by script is not at rest until the page has seen its event', () => {
  win.__campaignSettleWanted = true
  fresh().pageSettle()
  // Taro's page element, the one that scrolls (jsdom lays nothing out: its scrollTop is what was set).
  const page = document.body.appendChild(document.createElement('div'))
  page.className = 'taro_page taro_page_show'
  let top = 0
  Object.defineProperty(page, 'scrollTop', { configurable: true, get: () => top, set: (v: number) => { top = v } })
  jest.advanceTimersByTime(500)
  expect(signal()!.settled(200)).toBe(true)
  page.scrollTop = 900
  expect(signal()!.settled(200)).toBe(false)
  expect(signal()!.pending()).toEqual(['a scroll not dispatched yet'])
  page.dispatchEvent(new Event('scroll'))
  expect(signal()!.settled(200)).toBe(false)
  jest.advanceTimersByTime(200)
  expect(signal()!.settled(200)).toBe(true)
})
