/** Recycle list (001 §2, §3, §5): the block as the registry loads it (no store: it has no state). */
import { defineBlock } from '@/renderer/types'
import { YANXUAN_RECYCLE_KIND, parseYanxuanRecycle } from './model'
import View from './view'

export default defineBlock({ kind: YANXUAN_RECYCLE_KIND, parse: parseYanxuanRecycle, View })
