/** Multi image (000 §2, §3): the block as the registry loads it. */
import { defineBlock } from '@/renderer/types'
import { MULTI_IMAGE_KIND, parseMultiImage } from './model'
import View from './view'

export default defineBlock({ kind: MULTI_IMAGE_KIND, parse: parseMultiImage, View })
