import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx'
import { measureFloors } from '@/renderer/floors'
import type { ComponentMeta } from '@/renderer/types'
import { tabBarScrollLeft, type TabModel } from './model'

/**
 * The tab's chosen group (000 §4: starts at 0, changes on a tap); kept by uuid, so a refresh keeps it. A bar
 * that scrolls is scrolled to the chosen tab by its own position (its width measured on the first tap).
 */
export class TabStore {
  active = 0
  barWidth = 0

  constructor (private model: TabModel, private readonly component?: ComponentMeta) {
    makeObservable<TabStore, 'model'>(this, { model: observableRef, active: observable, barWidth: observable, barScrollLeft: computed, select: action, update: action })
  }

  /** Where a bar of more than 4 tabs is scrolled (px): the chosen tab in view. */
  get barScrollLeft (): number {
    return tabBarScrollLeft(this.active, this.model.groups.length, this.barWidth)
  }

  select (index: number): void {
    if (index >= 0 && index < this.model.groups.length) this.active = index
    if (this.model.scrollable && !this.barWidth) void this.measure()
  }

  /** A refresh may bring fewer groups: the choice stays when it still exists. */
  update (model: TabModel): void {
    this.model = model
    if (this.active >= model.groups.length) this.active = 0
  }

  private async measure (): Promise<void> {
    const uuid = this.component?.uuid
    if (!uuid) return
    const width = (await measureFloors([uuid])).boxes.get(uuid)?.width
    if (width) runInAction(() => { this.barWidth = width })
  }
}
