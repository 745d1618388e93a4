/** The multiImage block's visible texts (merged into the zh-CN catalogue; keys are unique across the catalogue). */
export const messages = {
  'config.multiImage.noImages': '没有图片 configs[imageUrl]',
  // Ours (issue 53: the spec gives the images no words): what a screen reader says of an image, a link or content.
  'multiImage.a11y.image': '活动图片',
  'multiImage.a11y.imageOf': '活动图片，第 {index} 张，共 {count} 张'
} as const
