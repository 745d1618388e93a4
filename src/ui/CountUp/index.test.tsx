import { act } from 'react'
import { last, mount } from '../../../test/utils/mount'
import { CountUp } from '.'
import { COUNT_UP_MS, alignColumns, stripOffset } from '@/product/countUp'

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
    expect(last('.count-up').getAttribute('aria-label')).toBe('4999')
    jest.useRealTimers()
  })
})
