/** The prize draw (002 §1–§9): the block as the registry loads it, with its store. */
import { defineBlock } from '@/renderer/types'
import meta from './meta'
import { parseLottery } from './model'
import { lotteryPanels } from './panels'
import { LotteryStore } from './store'
import View from './view'

export default defineBlock({
  meta,
  parse: parseLottery,
  View,
  createStore: (root, model, component) => new LotteryStore(model, component, root, lotteryPanels(root.dialogs))
})
