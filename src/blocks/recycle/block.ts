import type { BlockDefinition } from '@/renderer/types'
import View from '.'
import { RECYCLE_KIND, parseRecycle, type RecycleModel } from './model'

export const block: BlockDefinition<RecycleModel> = { kind: RECYCLE_KIND, parse: parseRecycle, View }
