/** Floating icon (000 §2): the block as the registry loads it. */
import { defineBlock } from '@/renderer/types'
import { SUSPEND_ICON_KIND, parseSuspendIcon } from './model'
import View from './view'

export default defineBlock({ kind: SUSPEND_ICON_KIND, parse: parseSuspendIcon, View })
