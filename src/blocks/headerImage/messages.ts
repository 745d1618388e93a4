/** The headerImage block's visible texts (merged into the zh-CN catalogue; keys are unique across the catalogue). */
export const messages = {
  'config.headerImage.noImage': '缺少头图 imageUrl'
} as const
