import type { BlockDefinition } from '@/renderer/types'
import View from '.'
import { SLIDE_KIND, parseSlide, type SlideModel } from './model'

export const block: BlockDefinition<SlideModel> = { kind: SLIDE_KIND, parse: parseSlide, View }
