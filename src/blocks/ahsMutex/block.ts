import type { BlockDefinition } from '@/renderer/types'
import View from '.'
import { MUTEX_KIND, parseMutex, type MutexModel } from './model'

export const block: BlockDefinition<MutexModel> = { kind: MUTEX_KIND, parse: parseMutex, View }
