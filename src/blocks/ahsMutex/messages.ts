/** The ahsMutex block's visible texts (merged into the zh-CN catalogue; keys are unique across the catalogue). */
export const messages = {
  'config.mutex.noGroups': '互斥组没有组件 groups[component]'
} as const
