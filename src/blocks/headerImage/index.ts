/** Header image (001 §1): the block as the registry loads it. */
import { defineBlock } from '@/renderer/types'
import meta from './meta'
import { parseHeaderImage } from './model'
import View from './view'

export default defineBlock({ meta, parse: parseHeaderImage, View })
