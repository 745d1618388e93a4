/** Lazy video (000 §1): the block as the registry loads it. */
import { defineBlock } from '@/renderer/types'
import { VIDEO_KIND, parseVideo } from './model'
import View from './view'

export default defineBlock({ kind: VIDEO_KIND, parse: parseVideo, View })
