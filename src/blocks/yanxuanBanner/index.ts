/** The banner block (001 §2 "Banner", §3 "Banner content", §4, §9): the block as the registry loads it, with its store. */
import { defineBlock } from '@/renderer/types'
import meta from './meta'
import { parseYanxuanBanner } from './model'
import { YanxuanBannerStore } from './store'
import View from './view'

export default defineBlock({
  meta,
  parse: parseYanxuanBanner,
  View,
  createStore: (root, model, component) => new YanxuanBannerStore(model, component, root)
})
