import { action, makeObservable, observable } from 'mobx'
import { openClick } from '@/renderer/click'
import { scrollToBlock } from '@/renderer/floors'
import type { ComponentMeta } from '@/renderer/types'
import type { RootStore } from '@/stores'
import type { BottomNavModel } from './model'

type Deps = Pick<RootStore, 'page' | 'platform' | 'tracker'>

/**
 * The bottom bar's state: the active item (the first, this page, until a tap
 * on a floor item makes that one active: this folder's README.md), and the page's
 * bottom inset while the bar is on screen, so the last block and the fixed
 * controls stay clear of it.
 */
export class BottomNavStore {
  active = 0

  constructor (private model: BottomNavModel, private readonly component: ComponentMeta, private readonly root: Deps) {
    makeObservable(this, { active: observable, tap: action, update: action })
  }

  start (): () => void {
    this.root.page.setBottomInset(this.model.height)
    return () => { this.root.page.setBottomInset(0) }
  }

  tap (index: number): void {
    const item = this.model.items[index]
    if (!item) return
    if (item.redirects.length) {
      openClick(this.root, item.redirects, this.component)
      return
    }
    if (item.floor) {
      this.active = index
      void scrollToBlock(this.root.page, item.floor)
    }
  }

  update (model: BottomNavModel): void {
    this.model = model
    this.root.page.setBottomInset(model.height)
  }
}
