import type { BlockDefinition } from '@/renderer/types'
import View from '.'
import { RICH_TEXT_KIND, parseRichText, type RichNode } from './model'

export const block: BlockDefinition<{ root: RichNode }> = { kind: RICH_TEXT_KIND, parse: parseRichText, View }
