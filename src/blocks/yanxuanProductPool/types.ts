/** The product pool's config as read (001 §3 "Product pool block"). */
export interface PoolTab {
  poolId: string
  /** The tab's title (`siftTitle`); a pool without configs has one tab without a title. */
  title: string
}

export interface ProductPoolModel {
  tabs: PoolTab[]
  /** `isSecondSift`: a second sift row of the pool's categories under the sort bar (this folder's README.md). */
  secondSift: boolean
  /** `tabIsTop`: the tab bar (and the sift bar) stick to the top of the page. */
  sticky: boolean
  colors: {
    tabBg?: string
    selectedBg?: string
    selectedText?: string
    unselectedText?: string
  }
}
