import { runInAction } from 'mobx'
import { notSupported } from '@/platform/rules'
import { DEVICE_WAIT_MS } from '@/platform/device'
import { answered, storeRoot } from '../../../test/utils/storeRoot'
import { createLocalDeviceValuationStore } from './store'

const meta = { id: 2, uuid: 'ldv-1', type: 'localDeviceValuation', kind: 'localDeviceValuation' }
const native = (values: Record<string, string>) => jest.fn(async (key: string) => {
  if (key in values) return values[key]
  throw notSupported('getNativeData')
})

describe('localDeviceValuation store: the hot card for the device in hand', () => {
  it("an app (or a mini-program's system info): brand and model from native data, with the city; the device is read once", async () => {
    const readNativeData = native({ brand: 'HUAWEI', model: 'ALN-AL00' })
    const { root, services } = storeRoot({ platform: { readNativeData } })
    const store = createLocalDeviceValuationStore(root, {}, meta)
    store.start()
    await answered()
    runInAction(() => { root.session.userKey = 'u_1' })
    await answered()
    expect(services.hot.detail.mock.calls.map(([q]) => q)).toEqual([
      { brand: 'HUAWEI', model: 'ALN-AL00', cityId: 1 },
      { brand: 'HUAWEI', model: 'ALN-AL00', cityId: 1 }
    ])
    expect(readNativeData).toHaveBeenCalledTimes(2)
  })

  it('a plain browser (no native data): asks without a device, and the server picks (its tag says what)', async () => {
    const { root, services } = storeRoot({ platform: { readNativeData: native({}) } })
    createLocalDeviceValuationStore(root, {}, meta).start()
    await answered()
    expect(services.hot.detail).toHaveBeenCalledWith({ cityId: 1 })
  })

  it(`a bridge that never answers holds the card ${DEVICE_WAIT_MS} ms at most`, async () => {
    jest.useFakeTimers()
    try {
      const { root, services } = storeRoot({ platform: { readNativeData: () => new Promise(() => undefined) } })
      createLocalDeviceValuationStore(root, {}, meta).start()
      await jest.advanceTimersByTimeAsync(DEVICE_WAIT_MS - 1)
      expect(services.hot.detail).not.toHaveBeenCalled()
      await jest.advanceTimersByTimeAsync(1)
      expect(services.hot.detail).toHaveBeenCalledWith({ cityId: 1 })
    } finally {
      jest.useRealTimers()
    }
  })
})
