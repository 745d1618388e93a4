/**
 * "Distance adjust" (000 §1): a gap of a configured height, read and drawn as the spacing block is (002 §3,
 * §9: design pixels on the 375 base), from the shared ui/Spacing. A page configured with either name gets
 * the same gap.
 */
import { defineBlock } from '@/renderer/types'
import { parseSpacing } from '@/ui/Spacing/model'
import meta from './meta'
import View from './view'

export default defineBlock({ meta, parse: parseSpacing, View })
