/** The image-text navigation's texts. */
export const messages = {
  'config.imageTextNav.noItems': '缺少导航项 resources[title, redirect{imageUrl, redirects}]',
  // Ours (issue 53): a reader's name for an item configured with an icon and no title.
  'imageTextNav.a11y.item': '导航第 {index} 项'
} as const
