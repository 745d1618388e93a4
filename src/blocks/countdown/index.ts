/** Countdown (000 §2, §3, §4): the block as the registry loads it, with its store. */
import { defineBlock } from '@/renderer/types'
import meta from './meta'
import { parseCountdown } from './model'
import { CountdownStore } from './store'
import View from './view'

export default defineBlock({ meta, parse: parseCountdown, View, createStore: (root, model) => new CountdownStore(model, root) })
