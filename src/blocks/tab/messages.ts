/** The tab block's visible texts (merged into the zh-CN catalogue; keys are unique across the catalogue). */
export const messages = {
  'config.tab.noGroups': '没有标签 groups',
  // Ours (issue 53): configured colours preview mode names when they read poorly.
  'tab.a11y.textColor': '标签选中文字',
  'tab.a11y.normalTextColor': '标签未选中文字'
} as const
