/** Recycle tiles (000 §2, §3, §5): the block as the registry loads it. */
import { defineBlock } from '@/renderer/types'
import { RECYCLE_KIND, parseRecycle } from './model'
import View from './view'

export default defineBlock({ kind: RECYCLE_KIND, parse: parseRecycle, View })
