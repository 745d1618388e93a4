/** Modal popup (000 §3, §4, §9): the block as the registry loads it, with its store. */
import { defineBlock } from '@/renderer/types'
import meta from './meta'
import { parseModal } from './model'
import { ModalStore } from './store'
import View from './view'

export default defineBlock({
  meta,
  parse: (raw, component) => parseModal(raw, component.uuid),
  View,
  createStore: (root, model) => new ModalStore(model, root.platform.cookies)
})
