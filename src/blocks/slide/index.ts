/** Slide carousel (000 §2, §3, §9): the block as the registry loads it. */
import { defineBlock } from '@/renderer/types'
import { SLIDE_KIND, parseSlide } from './model'
import View from './view'

export default defineBlock({ kind: SLIDE_KIND, parse: parseSlide, View })
