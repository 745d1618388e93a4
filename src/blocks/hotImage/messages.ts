/** The hotImage block's visible texts (merged into the zh-CN catalogue; keys are unique across the catalogue). */
export const messages = {
  'config.hotImage.noImage': '缺少热区图片 img',
  // Ours (issue 53: the spec gives the image and its zones no words): what a screen reader says of them.
  'hotImage.a11y.image': '活动图片',
  'hotImage.a11y.zone': '活动图片热区，第 {index} 个，共 {count} 个'
} as const
