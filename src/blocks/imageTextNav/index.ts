/** Image-text navigation (001 §3): the block as the registry loads it. */
import { defineBlock } from '@/renderer/types'
import meta from './meta'
import { parseImageTextNav } from './model'
import View from './view'

export default defineBlock({ meta, parse: parseImageTextNav, View })
