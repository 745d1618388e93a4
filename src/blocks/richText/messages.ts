/** The richText block's visible texts (merged into the zh-CN catalogue; keys are unique across the catalogue). */
export const messages = {
  'config.richText.missing': '缺少富文本内容 content',
  'config.richText.badJson': '富文本内容 content 不是有效的 JSON',
  'config.richText.tooBig': '富文本过大（最多 {nodes} 个节点、{depth} 层）',
  // Ours (issue 53): a reader's name for a link whose nodes hold no text.
  'richText.a11y.link': '链接'
} as const
