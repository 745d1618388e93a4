/** The product card carousel (001 §2-§5, §9): the block as the registry loads it, with its store. */
import { defineBlock } from '@/renderer/types'
import { YANXUAN_PRODUCT_CARD_KIND, parseYanxuanProductCard } from './model'
import { YanxuanProductCardStore } from './store'
import View from './view'

export default defineBlock({
  kind: YANXUAN_PRODUCT_CARD_KIND,
  parse: parseYanxuanProductCard,
  View,
  createStore: (root, model, component) => new YanxuanProductCardStore(model, component, root)
})
