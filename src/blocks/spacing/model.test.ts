import { scaleDesignPx, parseSpacing } from './model'

it('scales design pixels against 375, capped at 750 (002 §9)', () => {
  expect(scaleDesignPx(20, 375)).toBe(20)
  expect(scaleDesignPx(20, 414)).toBeCloseTo(22.08)
  expect(scaleDesignPx(20, 1024)).toBe(40)
})

it('reads the height and refuses nonsense', () => {
  expect(parseSpacing({ height: 24, bgColor: '#fff' })).toEqual({ ok: true, value: { height: 24, color: '#fff' } })
  expect(parseSpacing({ height: -1 }).ok).toBe(false)
})
