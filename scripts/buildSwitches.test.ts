import { qaLoginEnabled, settleSignalEnabled } from '../config/env'

// config/env.ts: what an emulator build carries that a build for a real gateway must not.
describe.each([['the QA login page', qaLoginEnabled, 'TARO_APP_QA_LOGIN'], ['the settle signal', settleSignalEnabled, 'TARO_APP_SETTLE_SIGNAL']] as const)('%s', (_, enabled, flag) => {
  it('is built in for the local emulator and left out for a real gateway', () => {
    expect(enabled({})).toBe(true)
    expect(enabled({ TARO_APP_API_BASE: 'http://127.0.0.1:8787' })).toBe(true)
    expect(enabled({ TARO_APP_API_BASE: 'http://192.168.1.20:8787' })).toBe(true)
    expect(enabled({ TARO_APP_API_BASE: 'https://gateway.example.com' })).toBe(false)
  })

  it(`follows ${flag} when it is set`, () => {
    expect(enabled({ [flag]: '0' })).toBe(false)
    expect(enabled({ [flag]: 'false' })).toBe(false)
    expect(enabled({ [flag]: '1', TARO_APP_API_BASE: 'https://gateway.example.com' })).toBe(true)
    expect(enabled({ [flag]: 'true', TARO_APP_API_BASE: 'https://gateway.example.com' })).toBe(true)
  })
})
