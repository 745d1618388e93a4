/** The hotImage block's visible texts (merged into the zh-CN catalogue; keys are unique across the catalogue). */
export const messages = {
  'config.hotImage.noImage': '缺少热区图片 img'
} as const
