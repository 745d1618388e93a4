import type { BlockDefinition } from '@/renderer/types'
import View from '.'
import { VIDEO_KIND, parseVideo, type VideoModel } from './model'

export const block: BlockDefinition<VideoModel> = { kind: VIDEO_KIND, parse: parseVideo, View }
