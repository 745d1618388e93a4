import type { BlockDefinition } from '@/renderer/types'
import View from '.'
import { SUSPEND_ICON_KIND, parseSuspendIcon, type SuspendIconModel } from './model'

export const block: BlockDefinition<SuspendIconModel> = { kind: SUSPEND_ICON_KIND, parse: parseSuspendIcon, View }
