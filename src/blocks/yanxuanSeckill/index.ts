/** The flash sale (seckill) (001 §2-§9): the block as the registry loads it, with its store. */
import { defineBlock } from '@/renderer/types'
import meta from './meta'
import { parseSeckill } from './model'
import { SeckillStore } from './store'
import View from './view'

export default defineBlock({
  meta,
  parse: parseSeckill,
  View,
  createStore: (root, model, component) => new SeckillStore(model, component, root)
})
