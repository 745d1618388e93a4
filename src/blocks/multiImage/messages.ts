/** The multiImage block's visible texts (merged into the zh-CN catalogue; keys are unique across the catalogue). */
export const messages = {
  'config.multiImage.noImages': '没有图片 configs[imageUrl]'
} as const
