import { parseLocalDeviceValuation } from './model'

it('any config object is the card for this device; anything else is refused', () => {
  expect(parseLocalDeviceValuation({})).toEqual({ ok: true, value: {} })
  expect(parseLocalDeviceValuation({ title: '本机估值' })).toEqual({ ok: true, value: {} })
  expect(parseLocalDeviceValuation([])).toEqual({ ok: false, reason: '配置不是对象' })
  expect(parseLocalDeviceValuation('card').ok).toBe(false)
})
