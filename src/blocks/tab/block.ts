import type { BlockDefinition } from '@/renderer/types'
import View from '.'
import { TAB_KIND, parseTab, type TabModel } from './model'

export const block: BlockDefinition<TabModel> = { kind: TAB_KIND, parse: parseTab, View }
