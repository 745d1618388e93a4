/** The headerImage block's visible texts (merged into the zh-CN catalogue; keys are unique across the catalogue). */
export const messages = {
  'config.headerImage.noImage': '缺少头图 imageUrl',
  // Ours (issue 53: the spec gives the image no words): what a screen reader says of the header image, a link or content.
  'headerImage.a11y.image': '活动头图'
} as const
