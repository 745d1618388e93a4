import { act, useState } from 'react'
import { last, mount } from '../../../test/utils/mount'
import { CountUp } from '.'
import { COUNT_UP_MS, FIGURE_SPACE, alignColumns, settledText, stripOffset } from '@/product/countUp'

/** A column's blank: the strip's cell after 0–9. */
const BLANK = 10

describe('price count-up (001 §5, §9: 1.2 s)', () => {
  it('aligns units under units; characters stay characters', () => {
    expect(COUNT_UP_MS).toBe(1200)
    expect(alignColumns('5999', '899')).toEqual([
      { from: { kind: 'digit', index: 5 }, to: { kind: 'digit', index: BLANK } },
      { from: { kind: 'digit', index: 9 }, to: { kind: 'digit', index: 8 } },
      { from: { kind: 'digit', index: 9 }, to: { kind: 'digit', index: 9 } },
      { from: { kind: 'digit', index: 9 }, to: { kind: 'digit', index: 9 } }
    ])
    // Units under units: 99 rolls to the 12 of 12.3万; the decimal rolls in from blank; 万 stays put.
    expect(alignColumns('99', '12.3万')).toEqual([
      { from: { kind: 'digit', index: 9 }, to: { kind: 'digit', index: 1 } },
      { from: { kind: 'digit', index: 9 }, to: { kind: 'digit', index: 2 } },
      { from: { kind: 'char', text: '.' }, to: { kind: 'char', text: '.' } },
      { from: { kind: 'digit', index: BLANK }, to: { kind: 'digit', index: 3 } },
      { from: { kind: 'char', text: '万' }, to: { kind: 'char', text: '万' } }
    ])
  })

  it('shows the daily price, then rolls to the lowest in one state change with a 1200 ms CSS transition', async () => {
    jest.useFakeTimers({ doNotFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'queueMicrotask', 'nextTick'] })
    await mount(CountUp, { from: '5999', to: '4999' })
    const strips = () => Array.from(document.querySelectorAll('.count-up__strip')) as HTMLElement[]
    expect(strips()[0].style.transform).toBe(stripOffset(5))
    expect(strips()[0].style.transitionDuration).toBe('1200ms')
    await act(async () => { jest.advanceTimersByTime(60) })
    expect(strips().map((s) => s.style.transform)).toEqual([stripOffset(4), stripOffset(9), stripOffset(9), stripOffset(9)])
    // A reader hears the price it lands on, once, not the strips' digits (issue 53).
    expect(last('.count-up .visually-hidden').textContent).toBe('4999')
    expect(Array.from(last('.count-up').children).slice(1).every((c) => c.getAttribute('aria-hidden') === 'true')).toBe(true)
    // Its settling is due after the test: run it while the timers are still the test's.
    await act(async () => { jest.runOnlyPendingTimers() })
    jest.useRealTimers()
  })

  it('once the roll is over (1200 ms and a late frame), the strips give way to one text in the same columns', async () => {
    jest.useFakeTimers({ doNotFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'queueMicrotask', 'nextTick'] })
    await mount(CountUp, { from: '10299', to: '5699' })
    await act(async () => { jest.advanceTimersByTime(60) })
    expect(document.querySelectorAll('.count-up__strip')).toHaveLength(5)
    await act(async () => { jest.advanceTimersByTime(1200) })
    expect(document.querySelectorAll('.count-up__strip')).toHaveLength(5)
    await act(async () => { jest.advanceTimersByTime(400) })
    expect(document.querySelectorAll('.count-up__strip')).toHaveLength(0)
    const settled = last('.count-up')
    expect(settled.className).toContain('count-up--settled')
    expect(settled.textContent).toBe(`${FIGURE_SPACE}5699`)
    // Settled, the price is its own text (a figure space reads as a space).
    expect(settled.querySelector('.visually-hidden')).toBeNull()
    jest.useRealTimers()
  })
})

describe('the text a count-up settles on', () => {
  it('is the target in the roll\'s columns: a column the shorter number does not use a figure space; characters as they are', () => {
    expect(settledText('5999', '4999')).toBe('4999')
    expect(settledText('10299', '5699')).toBe(`${FIGURE_SPACE}5699`)
    expect(settledText('99', '12.3万')).toBe('12.3万')
    expect(settledText('899', '5999')).toBe('5999')
  })
})

describe('a count-up that rolled before (its block mounted again after giving way)', () => {
  it('shows where it landed at once, with no strips and no roll; a first one says when its roll is over', async () => {
    jest.useFakeTimers({ doNotFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'queueMicrotask', 'nextTick'] })
    const onRolled = jest.fn()
    await mount(CountUp, { from: '10299', to: '5699', onRolled })
    await act(async () => { jest.advanceTimersByTime(1200) })
    expect(onRolled).not.toHaveBeenCalled()
    await act(async () => { jest.advanceTimersByTime(400) })
    expect(onRolled).toHaveBeenCalledTimes(1)
    document.body.innerHTML = ''
    const again = jest.fn()
    await mount(CountUp, { from: '10299', to: '5699', rolled: true, onRolled: again })
    expect(document.querySelectorAll('.count-up__strip')).toHaveLength(0)
    expect(last('.count-up').textContent).toBe(`${FIGURE_SPACE}5699`)
    await act(async () => { jest.advanceTimersByTime(2000) })
    expect(document.querySelectorAll('.count-up__strip')).toHaveLength(0)
    expect(again).not.toHaveBeenCalled()
    jest.useRealTimers()
  })
})

describe('two count-ups of one card (a carousel\'s copy beside its original)', () => {
  it('one that lands first does not cut the other\'s roll short: told mid-roll that the card rolled, it still settles', async () => {
    jest.useFakeTimers({ doNotFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'queueMicrotask', 'nextTick'] })
    let told: (rolled: boolean) => void = () => undefined
    function Told () {
      const [rolled, setRolled] = useState(false)
      told = setRolled
      return <CountUp from='10299' to='5699' rolled={rolled} />
    }
    await mount(Told, {})
    await act(async () => { jest.advanceTimersByTime(600) })
    expect(document.querySelectorAll('.count-up__strip').length).toBeGreaterThan(0)
    await act(async () => { told(true) })
    await act(async () => { jest.advanceTimersByTime(1200) })
    expect(document.querySelectorAll('.count-up__strip')).toHaveLength(0)
    expect(last('.count-up').className).toContain('count-up--settled')
    jest.useRealTimers()
  })
})

// Issue 53: a visitor who asked for less motion.
describe('a count-up under prefers-reduced-motion', () => {
  const original = window.matchMedia
  afterEach(() => { window.matchMedia = original })

  it('shows the price it lands on at once, as one text, and tells its store the roll is over', async () => {
    window.matchMedia = ((q: string) => ({ matches: q === '(prefers-reduced-motion: reduce)' })) as unknown as typeof window.matchMedia
    const onRolled = jest.fn()
    await mount(CountUp, { from: '5999', to: '4999', onRolled })
    expect(last('.count-up').className).toContain('count-up--settled')
    expect(last('.count-up').textContent).toBe('4999')
    expect(document.querySelectorAll('.count-up__strip')).toHaveLength(0)
    expect(onRolled).toHaveBeenCalledTimes(1)
  })
})
