import type { BlockDefinition } from '@/renderer/types'
import View from '.'
import { MULTI_IMAGE_KIND, parseMultiImage, type MultiImageModel } from './model'

export const block: BlockDefinition<MultiImageModel> = { kind: MULTI_IMAGE_KIND, parse: parseMultiImage, View }
