/** The modal block's visible texts (merged into the zh-CN catalogue; keys are unique across the catalogue). */
export const messages = {
  'config.modal.noImage': '缺少弹窗图片 redirect.imageUrl',
  'modal.close': '关闭'
} as const
