import { parseSpacing } from './model'

it('reads the height and refuses nonsense', () => {
  expect(parseSpacing({ height: 24, bgColor: '#fff' })).toEqual({ ok: true, value: { height: 24, color: '#fff' } })
  expect(parseSpacing({ height: -1 }).ok).toBe(false)
})
