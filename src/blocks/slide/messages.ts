/** The slide block's visible texts (merged into the zh-CN catalogue; keys are unique across the catalogue). */
export const messages = {
  'config.slide.noImages': '没有轮播图片 resources[redirect.imageUrl]'
} as const
