import { action, computed, makeObservable, observable } from 'mobx'
import { displayOf, type Display } from '@/lib/textSize'
import type { PlatformAdapter } from '@/platform/types'

/**
 * How the page is drawn for this visitor: the text size the host reports and the elderly mode
 * (lib/textSize, docs/accessibility.md). Read when the page is made and again each time it is shown (a
 * visitor may change the size in the background); the link may ask for the elderly mode or refuse it.
 */
export class DisplayStore {
  hostScale = 1
  nativeScale = 1
  asked: boolean | undefined = undefined

  constructor (private readonly platform: Pick<PlatformAdapter, 'textSize'>) {
    makeObservable(this, { hostScale: observable, nativeScale: observable, asked: observable, display: computed, read: action, ask: action })
    this.read()
  }

  get display (): Display {
    return displayOf({ hostScale: this.hostScale, nativeScale: this.nativeScale, elderlyAsked: this.asked })
  }

  /** The host's text size, now (a host that cannot say: the design's). */
  read (): void {
    try {
      const { hostScale, nativeScale } = this.platform.textSize()
      this.hostScale = hostScale
      this.nativeScale = nativeScale
    } catch {
      this.hostScale = 1
      this.nativeScale = 1
    }
  }

  /** The link's `elderly=1` / `elderly=0` (undefined: the text size decides). */
  ask (elderly: boolean | undefined): void {
    this.asked = elderly
  }
}
