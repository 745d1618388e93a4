import { countdownParts, pad2 } from './model'

describe('countdown display (000 §2: days only when above 0)', () => {
  it('shows days only when above 0', () => {
    expect(countdownParts(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, showDays: true })
    expect(countdownParts((23 * 3600 + 59 * 60 + 59) * 1000)).toEqual({ days: 0, hours: 23, minutes: 59, seconds: 59, showDays: false })
    expect(countdownParts(86400_000)).toEqual({ days: 1, hours: 0, minutes: 0, seconds: 0, showDays: true })
    expect(countdownParts(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, showDays: false })
  })

  it('rounds the seconds left up: 00:00:01 until zero is reached', () => {
    expect(countdownParts(1)).toMatchObject({ seconds: 1 })
    expect(countdownParts(999)).toMatchObject({ seconds: 1 })
    expect(countdownParts(1000)).toMatchObject({ seconds: 1 })
    expect(countdownParts(0)).toMatchObject({ seconds: 0 })
  })

  it('pads hours, minutes and seconds to two digits', () => {
    expect([pad2(0), pad2(7), pad2(12)]).toEqual(['00', '07', '12'])
  })
})
