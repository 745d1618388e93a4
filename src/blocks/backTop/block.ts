import type { BlockDefinition } from '@/renderer/types'
import View from '.'
import { BACK_TOP_KIND, parseBackTop, type BackTopModel } from './model'

export const block: BlockDefinition<BackTopModel> = { kind: BACK_TOP_KIND, parse: parseBackTop, View }
