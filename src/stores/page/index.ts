import { makeAutoObservable, runInAction } from 'mobx'
import { fetchActivityPage, fetchComponent } from '@/gateway/page'
import type { ActivityPage, ComponentConfig } from '@/gateway/types'
import { t } from '@/i18n'
import { offlineVariant, type OfflineVariant } from './model'

export type PageState =
  | { kind: 'loading' }
  | { kind: 'invalid' }
  | { kind: 'failed', message: string }
  | { kind: 'empty' }
  | { kind: 'offline', variant: OfflineVariant }
  | { kind: 'loaded' }

export interface PageParams {
  activityId: string
  cityId: number
  preview: boolean
}

/** The activity page: loading → loaded (with its status) or failed (000 §4). */
export class PageStore {
  state: PageState = { kind: 'loading' }
  page: ActivityPage | undefined = undefined
  components: ComponentConfig[] = []
  params: PageParams | undefined = undefined

  constructor (private readonly now: () => number) {
    makeAutoObservable(this, {}, { autoBind: true })
  }

  get preview (): boolean {
    return !!this.params?.preview
  }

  markInvalid (): void {
    this.state = { kind: 'invalid' }
  }

  markFailed (message: string): void {
    this.state = { kind: 'failed', message: message || t('page.failed') }
  }

  async load (params: PageParams): Promise<void> {
    this.params = params
    this.state = { kind: 'loading' }
    try {
      const page = await fetchActivityPage(params)
      runInAction(() => {
        if (!page) {
          this.state = { kind: 'empty' }
          return
        }
        this.page = page
        this.components = Array.isArray(page.components) ? page.components : []
        const variant = offlineVariant(page, this.now())
        this.state = variant ? { kind: 'offline', variant } : { kind: 'loaded' }
      })
    } catch (e) {
      runInAction(() => { this.state = { kind: 'failed', message: (e as Error).message || t('page.failed') } })
    }
  }

  /** Loads the page again with the same parameters (the placeholder's refresh button). */
  reload (): Promise<void> {
    return this.params ? this.load(this.params) : Promise.resolve()
  }

  /** Refreshes one component; the answer replaces it in the list (000 §4). */
  async refreshComponent (componentId: number | string): Promise<void> {
    if (!this.params) return
    const fresh = await fetchComponent({ componentId, cityId: this.params.cityId, preview: this.params.preview })
    if (!fresh) return
    runInAction(() => {
      this.components = this.components.map((c) => (String(c.id) === String(componentId) ? fresh : c))
    })
  }
}
