/** The bottom navigation's texts. */
export const messages = {
  'config.bottomNav.noItems': '缺少底部导航项 resources[defaultImageUrl, activeImageUrl, redirect{redirects} 或 targetFloorUuid]',
  // Ours (issue 53): what a screen reader says of the bar and of its items (an item is an image; its title when configured).
  'bottomNav.a11y.bar': '底部导航',
  'bottomNav.a11y.item': '导航第 {index} 项',
  'bottomNav.a11y.current': '{name}，当前'
} as const
