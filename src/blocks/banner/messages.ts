/** The banner block's visible texts (merged into the zh-CN catalogue; keys are unique across the catalogue). */
export const messages = {
  'config.banner.noImage': '缺少图片 imageUrl',
  // Ours (issue 53: the spec gives the image no words): what a screen reader says of the banner, a link or an image.
  'banner.a11y.image': '活动横幅'
} as const
