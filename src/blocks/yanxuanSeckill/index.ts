/** The flash sale (seckill) (001 §2-§9): the block as the registry loads it, with its store. */
import { defineBlock } from '@/renderer/types'
import { SECKILL_KIND, parseSeckill } from './model'
import { SeckillStore } from './store'
import View from './view'

export default defineBlock({
  kind: SECKILL_KIND,
  parse: parseSeckill,
  View,
  createStore: (root, model, component) => new SeckillStore(model, component, root)
})
