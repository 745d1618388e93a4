import type { BlockDefinition } from '@/renderer/types'
import View from '.'
import { COUNTDOWN_KIND, parseCountdown } from './model'
import type { CountdownModel } from './types'

export const block: BlockDefinition<CountdownModel> = { kind: COUNTDOWN_KIND, parse: parseCountdown, View }
