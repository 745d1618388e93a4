/** The backTop block's visible texts (merged into the zh-CN catalogue; keys are unique across the catalogue). */
export const messages = {
  'backTop.label': '回到顶部'
} as const
