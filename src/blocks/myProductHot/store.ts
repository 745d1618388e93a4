import type { ComponentMeta } from '@/renderer/types'
import type { RootStore } from '@/stores'
import { HotCardStore, type HotSource } from '@/flows/hotCard/hotCardStore'
import type { MyProductHotModel } from './model'

/** 002 §7: productId (when the operator pinned one) and the page's city; the store adds the device; the visitor is the server's to know (the token). */
export const myProductHotSource: HotSource<MyProductHotModel> = {
  key: (model) => model.productId ?? '',
  query: async (model, root) => ({ productId: model.productId, cityId: root.city.id })
}

export const createMyProductHotStore = (root: RootStore, model: MyProductHotModel, component: ComponentMeta) =>
  new HotCardStore(model, myProductHotSource, component, root)

export type MyProductHotStore = ReturnType<typeof createMyProductHotStore>
