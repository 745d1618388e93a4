/** Back-to-top (000 §2): the block as the registry loads it. */
import { defineBlock } from '@/renderer/types'
import { BACK_TOP_KIND, parseBackTop } from './model'
import View from './view'

export default defineBlock({ kind: BACK_TOP_KIND, parse: parseBackTop, View })
