/** Rich text (000 §3): the block as the registry loads it. */
import { defineBlock } from '@/renderer/types'
import { RICH_TEXT_KIND, parseRichText } from './model'
import View from './view'

export default defineBlock({ kind: RICH_TEXT_KIND, parse: parseRichText, View })
