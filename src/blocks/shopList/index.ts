/** The nearby-store list (002 §1–§4, §7, §9): the block as the registry loads it, with its store. */
import { defineBlock } from '@/renderer/types'
import meta from './meta'
import { parseShopList } from './model'
import { ShopListStore } from './store'
import View from './view'

export default defineBlock({
  meta,
  parse: parseShopList,
  View,
  createStore: (root, model, component) => new ShopListStore(model, component, root)
})
