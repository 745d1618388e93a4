/** Multi image (000 §2, §3): the block as the registry loads it. */
import { defineBlock } from '@/renderer/types'
import meta from './meta'
import { parseMultiImage } from './model'
import View from './view'

export default defineBlock({ meta, parse: parseMultiImage, View })
