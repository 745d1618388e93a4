/** The spacing block's visible texts (merged into the zh-CN catalogue; keys are unique across the catalogue). */
export const messages = {
  'config.spacing.badHeight': '间距高度 height 无效'
} as const
