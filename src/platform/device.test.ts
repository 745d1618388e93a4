import Taro from '@tarojs/taro'
import { DEVICE_WAIT_MS, readDevice } from './device'
import { createMiniAdapter } from './mini'
import { notSupported } from './rules'

const host = (answers: Record<string, Promise<string | undefined>>) => ({
  readNativeData: jest.fn((key: string) => answers[key] ?? Promise.reject(notSupported('getNativeData')))
})

describe('the device for the local-device valuation (native data keys brand and model)', () => {
  it('an app: both keys through readNativeData, trimmed', async () => {
    const app = host({ brand: Promise.resolve(' HUAWEI '), model: Promise.resolve('ALN-AL00') })
    await expect(readDevice(app)).resolves.toEqual({ brand: 'HUAWEI', model: 'ALN-AL00' })
    expect(app.readNativeData.mock.calls.map(([key]) => key)).toEqual(['brand', 'model'])
  })

  it('a plain browser (PLATFORM_NOT_SUPPORTED) or empty answers: no device, never a rejection', async () => {
    await expect(readDevice(host({}))).resolves.toEqual({})
    await expect(readDevice(host({ brand: Promise.resolve(''), model: Promise.resolve('iPhone 15') }))).resolves.toEqual({ model: 'iPhone 15' })
  })

  it(`a bridge that does not answer: no device after ${DEVICE_WAIT_MS} ms (not the native call's 10 s)`, async () => {
    jest.useFakeTimers()
    try {
      let got: unknown
      void readDevice(host({ brand: new Promise(() => undefined), model: new Promise(() => undefined) })).then((d) => { got = d })
      await jest.advanceTimersByTimeAsync(DEVICE_WAIT_MS - 1)
      expect(got).toBeUndefined()
      await jest.advanceTimersByTimeAsync(1)
      expect(got).toEqual({})
    } finally {
      jest.useRealTimers()
    }
  })

  it("mini-programs: brand and model are the host's system info; other keys stay unsupported", async () => {
    const spy = jest.spyOn(Taro, 'getSystemInfoSync').mockReturnValue({ brand: 'iPhone', model: 'iPhone 13<iPhone14,5>' } as never)
    try {
      const mini = createMiniAdapter({ queryEncoded: true, id: 'adapter.weapp', target: 'weapp', platform: 'wechat_mp' })
      await expect(readDevice(mini)).resolves.toEqual({ brand: 'iPhone', model: 'iPhone 13<iPhone14,5>' })
      await expect(mini.readNativeData('city_id')).rejects.toMatchObject({ code: 'PLATFORM_NOT_SUPPORTED' })
      spy.mockImplementation(() => { throw new Error('getSystemInfoSync:fail') })
      await expect(readDevice(mini)).resolves.toEqual({})
    } finally {
      spy.mockRestore()
    }
  })
})
