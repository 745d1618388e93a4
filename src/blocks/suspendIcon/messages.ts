/** The suspendIcon block's visible texts (merged into the zh-CN catalogue; keys are unique across the catalogue). */
export const messages = {
  'config.suspendIcon.noImage': '缺少悬浮图标 imageUrl'
} as const
