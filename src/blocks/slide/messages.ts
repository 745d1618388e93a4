/** The slide block's visible texts (merged into the zh-CN catalogue; keys are unique across the catalogue). */
export const messages = {
  'config.slide.noImages': '没有轮播图片 resources[redirect.imageUrl]',
  // Ours (issue 53: the spec gives the images no words): what a screen reader says of a slide, a link or an image.
  'slide.a11y.image': '活动横幅，第 {index} 张，共 {count} 张'
} as const
