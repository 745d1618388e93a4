/** The video block's visible texts (merged into the zh-CN catalogue; keys are unique across the catalogue). */
export const messages = {
  'config.video.noUrl': '缺少视频地址 videoUrl'
} as const
