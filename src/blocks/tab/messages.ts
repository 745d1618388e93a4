/** The tab block's visible texts (merged into the zh-CN catalogue; keys are unique across the catalogue). */
export const messages = {
  'config.tab.noGroups': '没有标签 groups'
} as const
