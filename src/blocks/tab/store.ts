import { action, makeObservable, observable, observableRef } from 'mobx'
import type { TabModel } from './model'

/** The tab's chosen group (000 §4: starts at 0, changes on a tap); kept by uuid, so a refresh keeps it. */
export class TabStore {
  active = 0

  constructor (private model: TabModel) {
    makeObservable<TabStore, 'model'>(this, { model: observableRef, active: observable, select: action, update: action })
  }

  select (index: number): void {
    if (index >= 0 && index < this.model.groups.length) this.active = index
  }

  /** A refresh may bring fewer groups: the choice stays when it still exists. */
  update (model: TabModel): void {
    this.model = model
    if (this.active >= model.groups.length) this.active = 0
  }
}
