/** Spacing (002 §3): the block as the registry loads it; its model and view are the shared ui/Spacing. */
import { defineBlock } from '@/renderer/types'
import { parseSpacing } from '@/ui/Spacing/model'
import { SpacingView } from '@/ui/Spacing'
import meta from './meta'

export default defineBlock({ meta, parse: parseSpacing, View: SpacingView })
