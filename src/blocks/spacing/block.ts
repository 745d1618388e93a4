import type { BlockDefinition } from '@/renderer/types'
import View from '.'
import { SPACING_KIND, parseSpacing, type SpacingModel } from './model'

export const block: BlockDefinition<SpacingModel> = { kind: SPACING_KIND, parse: parseSpacing, View }
