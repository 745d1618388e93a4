/** The floor navigation's texts. */
export const messages = {
  'config.floorNav.noItems': '缺少楼层导航项 resources[title, targetFloorUuid]'
} as const
