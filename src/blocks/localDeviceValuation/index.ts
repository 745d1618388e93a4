/** The local-device valuation (000 §1; 002 §3, §7): the block as the registry loads it, with its store. */
import { defineBlock } from '@/renderer/types'
import meta from './meta'
import { parseLocalDeviceValuation } from './model'
import { createLocalDeviceValuationStore } from './store'
import View from './view'

export default defineBlock({ meta, parse: parseLocalDeviceValuation, View, createStore: createLocalDeviceValuationStore })
