import type { BlockDefinition } from '@/renderer/types'
import View from '.'
import { HEADER_IMAGE_KIND, parseHeaderImage, type HeaderImageModel } from './model'

export const block: BlockDefinition<HeaderImageModel> = { kind: HEADER_IMAGE_KIND, parse: parseHeaderImage, View }
