/** Banner (000 §2, §3): the block as the registry loads it. */
import { defineBlock } from '@/renderer/types'
import { BANNER_KIND, parseBanner } from './model'
import View from './view'

export default defineBlock({ kind: BANNER_KIND, parse: parseBanner, View })
