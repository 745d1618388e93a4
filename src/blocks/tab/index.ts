/** Tab (000 §2, §3, §4): the block as the registry loads it, with its store. */
import { defineBlock } from '@/renderer/types'
import meta from './meta'
import { parseTab } from './model'
import { TabStore } from './store'
import View from './view'

export default defineBlock({ meta, parse: parseTab, View, createStore: (_root, model, component) => new TabStore(model, component) })
