/** The product pool (001 §2-§9): the block as the registry loads it, with its store. */
import { defineBlock } from '@/renderer/types'
import meta from './meta'
import { parseProductPool } from './model'
import { ProductPoolStore } from './store'
import View from './view'

export default defineBlock({
  meta,
  parse: parseProductPool,
  View,
  createStore: (root, model) => new ProductPoolStore(model, root)
})
