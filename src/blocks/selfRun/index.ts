/** Self-run placeholder (000 §1): the block as the registry loads it. */
import { defineBlock } from '@/renderer/types'
import { SELF_RUN_KIND, parseSelfRun } from './model'
import View from './view'

export default defineBlock({ kind: SELF_RUN_KIND, parse: parseSelfRun, View })
