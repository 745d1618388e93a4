import { Component, type ContextType, type ReactNode } from 'react'
import { t } from '@/i18n'
import { StoreContext } from '@/stores'
import { Placeholder } from '@/ui/Placeholder'

/**
 * The last line: an error outside every block (the page's own view, the
 * dialog host) shows the failure placeholder with its refresh button instead
 * of a blank page, and is reported.
 */
export class PageBoundary extends Component<{ children: ReactNode }, { error?: Error }> {
  static contextType = StoreContext
  state: { error?: Error } = {}

  /** The page's root store (React's `context`, typed). */
  private get root (): ContextType<typeof StoreContext> {
    return this.context as ContextType<typeof StoreContext>
  }

  static getDerivedStateFromError (error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  componentDidCatch (error: unknown) {
    this.root?.tracker.reportBlockError(error, { activityId: this.root.page.params?.activityId, componentType: 'page', uuid: 'page' })
  }

  private readonly retry = () => {
    this.setState({ error: undefined })
    void this.root?.page.reload()
  }

  render () {
    const { error } = this.state
    if (!error) return this.props.children
    const message = this.root?.page.preview ? t('page.crashed.preview', { reason: error.message }) : t('page.crashed')
    return <Placeholder message={message} onRefresh={this.retry} />
  }
}
