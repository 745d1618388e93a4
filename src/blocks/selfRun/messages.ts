/** The selfRun block's visible texts (merged into the zh-CN catalogue; keys are unique across the catalogue). */
export const messages = {
  /** Preview mode only: where the host app's own content goes. */
  'selfRun.preview': '自营占位 {name}（由 App 填充，访客看不到此提示）'
} as const
