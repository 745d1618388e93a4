import { toGcj02 } from './coords'
import { alipayPaySucceeded, wechatPaySucceeded, isValidLocation, notSupported, withTimeout,
  TIMEOUTS, GEOLOCATION_MAX_AGE, TOAST_DURATION } from './rules'

it('names the spec timeouts (000 §8, §9)', () => {
  expect(TIMEOUTS).toEqual({ nativeData: 10000, storage: 5000, permission: 60000, wechatSdkInit: 3000, geolocation: 5000 })
  expect(GEOLOCATION_MAX_AGE).toBe(30000)
  expect(TOAST_DURATION).toBe(1000)
})

it("rejects unsupported calls with 'current platform does not support calling method {name}'", () => {
  const e = notSupported('requestPayment')
  expect(e.message).toBe('当前平台不支持调用方法 requestPayment')
  expect(e.code).toBe('PLATFORM_NOT_SUPPORTED')
})

it('reads payment results (000 §8)', () => {
  expect(alipayPaySucceeded('9000')).toBe(true)
  expect(alipayPaySucceeded(8000)).toBe(true)
  expect(alipayPaySucceeded('6001')).toBe(false)
  expect(wechatPaySucceeded({ code: 0 })).toBe(true)
  expect(wechatPaySucceeded({ errCode: 0 })).toBe(true)
  expect(wechatPaySucceeded({ errCode: -2 })).toBe(false)
  expect(wechatPaySucceeded({})).toBe(false)
})

describe('locations (000 §5)', () => {
  it('are valid only with positive latitude and longitude', () => {
    expect(isValidLocation({ latitude: 31.23, longitude: 121.47 })).toBe(true)
    expect(isValidLocation({ latitude: 0, longitude: 121.47 })).toBe(false)
    expect(isValidLocation({ latitude: 31.23, longitude: -1 })).toBe(false)
    expect(isValidLocation(null)).toBe(false)
  })
  it('are converted from WGS-84 to GCJ-02 inside China and left alone outside', async () => {
    const shanghai = await toGcj02({ latitude: 31.2304, longitude: 121.4737 })
    expect(shanghai.latitude).not.toBeCloseTo(31.2304, 4)
    expect(Math.abs(shanghai.longitude - 121.4737)).toBeLessThan(0.01)
    await expect(toGcj02({ latitude: 48.8566, longitude: 2.3522 })).resolves.toEqual({ latitude: 48.8566, longitude: 2.3522 })
  })
})

it('times out a slow native call with its own error', async () => {
  jest.useFakeTimers()
  const never = new Promise<string>(() => undefined)
  const pending = withTimeout(never, TIMEOUTS.storage, () => new Error('storage timed out'))
  jest.advanceTimersByTime(5000)
  await expect(pending).rejects.toThrow('storage timed out')
  jest.useRealTimers()
})
