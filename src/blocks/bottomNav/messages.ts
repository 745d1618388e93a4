/** The bottom navigation's texts. */
export const messages = {
  'config.bottomNav.noItems': '缺少底部导航项 resources[defaultImageUrl, activeImageUrl, redirect{redirects} 或 targetFloorUuid]'
} as const
