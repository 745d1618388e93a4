import type { ComponentMeta } from '@/renderer/types'
import type { RootStore } from '@/stores'
import { HotCardStore, type HotSource } from '@/flows/hotCard/hotCardStore'
import type { LocalDeviceValuationModel } from './model'

/**
 * 002 §7 for the device in hand: the card's store adds the device's brand and model (hotCardStore) to the
 * page's city. Without them (a plain browser, a bridge that does not answer in time) the call goes without a
 * device and the server's pick shows, its tag saying what it is (this folder's README.md).
 */
export const localDeviceSource: HotSource<LocalDeviceValuationModel> = {
  key: () => 'device',
  query: async (_model, root) => ({ cityId: root.city.id })
}

export const createLocalDeviceValuationStore = (root: RootStore, model: LocalDeviceValuationModel, component: ComponentMeta) =>
  new HotCardStore(model, localDeviceSource, component, root)

export type LocalDeviceValuationStore = ReturnType<typeof createLocalDeviceValuationStore>
