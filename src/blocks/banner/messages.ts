/** The banner block's visible texts (merged into the zh-CN catalogue; keys are unique across the catalogue). */
export const messages = {
  'config.banner.noImage': '缺少图片 imageUrl'
} as const
