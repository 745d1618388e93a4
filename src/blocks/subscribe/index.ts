/** The subscribe reminder (002 §1 item 3, §2): the block as the registry loads it, with its store. */
import { defineBlock } from '@/renderer/types'
import meta from './meta'
import { parseSubscribe } from './model'
import { SubscribeStore } from './store'
import View from './view'

export default defineBlock({
  meta,
  parse: parseSubscribe,
  View,
  createStore: (root, model, component) => new SubscribeStore(model, component, root)
})
