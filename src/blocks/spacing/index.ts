/** Spacing (002 §3): the block as the registry loads it. */
import { defineBlock } from '@/renderer/types'
import meta from './meta'
import { parseSpacing } from './model'
import View from './view'

export default defineBlock({ meta, parse: parseSpacing, View })
