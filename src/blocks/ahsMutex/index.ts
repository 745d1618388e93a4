/** Mutex group (000 §2, §3): the block as the registry loads it. */
import { defineBlock } from '@/renderer/types'
import { MUTEX_KIND, parseMutex } from './model'
import View from './view'

export default defineBlock({ kind: MUTEX_KIND, parse: parseMutex, View })
