/** Self-run placeholder (000 §1): the block as the registry loads it. */
import { defineBlock } from '@/renderer/types'
import meta from './meta'
import { parseSelfRun } from './model'
import View from './view'

export default defineBlock({ meta, parse: parseSelfRun, View })
