/** Spacing (002 §3): the block as the registry loads it; its model and view are the shared ui/Spacing. */
import { defineBlock } from '@/renderer/types'
import { parseSpacing } from '@/ui/Spacing/model'
import meta from './meta'
import View from './view'

export default defineBlock({ meta, parse: parseSpacing, View })
