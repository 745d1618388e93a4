/** The transaction cashback campaign (002 §3–§9): the block as the registry loads it, with its store. */
import { defineBlock } from '@/renderer/types'
import meta from './meta'
import { parseCashback } from './model'
import { cashbackPanels } from './panels'
import { CashbackStore } from './store'
import View from './view'

export default defineBlock({
  meta,
  parse: parseCashback,
  View,
  createStore: (root, model, component) => new CashbackStore(model, component, root, cashbackPanels(root.dialogs))
})
