/** Header image (001 §1): the block as the registry loads it. */
import { defineBlock } from '@/renderer/types'
import { HEADER_IMAGE_KIND, parseHeaderImage } from './model'
import View from './view'

export default defineBlock({ kind: HEADER_IMAGE_KIND, parse: parseHeaderImage, View })
