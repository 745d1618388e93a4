/** The floor navigation's texts. */
export const messages = {
  'config.floorNav.noItems': '缺少楼层导航项 resources[title, targetFloorUuid]',
  // Ours (issue 53): what a screen reader says of the bar (a tab list) and of a tab drawn as an image without a title.
  'floorNav.a11y.bar': '楼层导航',
  'floorNav.a11y.tab': '楼层 {index}',
  // Ours (issue 53): the configured colours preview mode names when they read poorly.
  'floorNav.a11y.textColor': '楼层导航文字',
  'floorNav.a11y.activeTextColor': '楼层导航选中文字'
} as const
