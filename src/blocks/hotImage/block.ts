import type { BlockDefinition } from '@/renderer/types'
import View from '.'
import { HOT_IMAGE_KIND, parseHotImage, type HotImageModel } from './model'

export const block: BlockDefinition<HotImageModel> = { kind: HOT_IMAGE_KIND, parse: parseHotImage, View }
