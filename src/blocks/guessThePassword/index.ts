/** The daily password-guessing game (002 §1–§9): the block as the registry loads it, with its store. */
import { defineBlock } from '@/renderer/types'
import meta from './meta'
import { parseGuess } from './model'
import { guessPanels } from './panels'
import { GuessStore } from './store'
import View from './view'

export default defineBlock({
  meta,
  parse: parseGuess,
  View,
  createStore: (root, model, component) => new GuessStore(model, component, root, guessPanels(root.dialogs))
})
