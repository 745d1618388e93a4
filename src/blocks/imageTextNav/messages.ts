/** The image-text navigation's texts. */
export const messages = {
  'config.imageTextNav.noItems': '缺少导航项 resources[title, redirect{imageUrl, redirects}]'
} as const
