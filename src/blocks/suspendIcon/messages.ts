/** The suspendIcon block's visible texts (merged into the zh-CN catalogue; keys are unique across the catalogue). */
export const messages = {
  'config.suspendIcon.noImage': '缺少悬浮图标 imageUrl',
  // Ours (issue 53: the spec gives the icon no words): what a screen reader says of it, a link to the configured page.
  'suspendIcon.a11y.label': '活动入口'
} as const
