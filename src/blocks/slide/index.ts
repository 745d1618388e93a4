/** Slide carousel (000 §2, §3, §9): the block as the registry loads it. */
import { defineBlock } from '@/renderer/types'
import meta from './meta'
import { parseSlide } from './model'
import View from './view'

export default defineBlock({ meta, parse: parseSlide, View })
