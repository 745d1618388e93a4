import type { BlockDefinition } from '@/renderer/types'
import View from '.'
import { SELF_RUN_KIND, parseSelfRun, type SelfRunModel } from './model'

export const block: BlockDefinition<SelfRunModel> = { kind: SELF_RUN_KIND, parse: parseSelfRun, View }
