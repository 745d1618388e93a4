import type { BlockDefinition } from '@/renderer/types'
import Banner from '.'
import { BANNER_KIND, parseBanner } from './model'
import type { BannerModel } from './types'

export const block: BlockDefinition<BannerModel> = { kind: BANNER_KIND, parse: parseBanner, View: Banner }
