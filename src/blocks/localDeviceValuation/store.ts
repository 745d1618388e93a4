import type { ComponentMeta } from '@/renderer/types'
import type { RootStore } from '@/stores'
import { readDevice, type Device } from '@/platform/device'
import { HotCardStore, type HotSource } from '@/product/hotCardStore'
import type { LocalDeviceValuationModel } from './model'

/**
 * 002 §7 with the device's own brand and model (read once per card: the phone does not change under it) and
 * the page's city. Without them (a plain browser, a bridge that does not answer in time) the call goes
 * without a device and the server's pick shows, its tag saying what it is (docs/decisions.md).
 */
export function localDeviceSource (): HotSource<LocalDeviceValuationModel> {
  let device: Promise<Device> | undefined
  return {
    key: () => 'device',
    query: async (_model, root) => ({ ...(await (device ??= readDevice(root.platform))), cityId: root.city.id })
  }
}

export const createLocalDeviceValuationStore = (root: RootStore, model: LocalDeviceValuationModel, component: ComponentMeta) =>
  new HotCardStore(model, localDeviceSource(), component, root)

export type LocalDeviceValuationStore = ReturnType<typeof createLocalDeviceValuationStore>
