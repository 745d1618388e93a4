/** Spacing (002 §3): the block as the registry loads it. */
import { defineBlock } from '@/renderer/types'
import { SPACING_KIND, parseSpacing } from './model'
import View from './view'

export default defineBlock({ kind: SPACING_KIND, parse: parseSpacing, View })
