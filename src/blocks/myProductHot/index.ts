/** The personal hot-price card (002 §3, §7): the block as the registry loads it, with its store. */
import { defineBlock } from '@/renderer/types'
import meta from './meta'
import { parseMyProductHot } from './model'
import { createMyProductHotStore } from './store'
import View from './view'

export default defineBlock({ meta, parse: parseMyProductHot, View, createStore: createMyProductHotStore })
