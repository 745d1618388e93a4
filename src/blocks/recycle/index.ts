/** Recycle tiles (000 §2, §3, §5): the block as the registry loads it. */
import { defineBlock } from '@/renderer/types'
import meta from './meta'
import { parseRecycle } from './model'
import View from './view'

export default defineBlock({ meta, parse: parseRecycle, View })
