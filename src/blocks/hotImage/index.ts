/** Hot-zone image (000 §2, §3): the block as the registry loads it. */
import { defineBlock } from '@/renderer/types'
import { HOT_IMAGE_KIND, parseHotImage } from './model'
import View from './view'

export default defineBlock({ kind: HOT_IMAGE_KIND, parse: parseHotImage, View })
