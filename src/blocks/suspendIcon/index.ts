/** Floating icon (000 §2): the block as the registry loads it. */
import { defineBlock } from '@/renderer/types'
import meta from './meta'
import { parseSuspendIcon } from './model'
import View from './view'

export default defineBlock({ meta, parse: parseSuspendIcon, View })
