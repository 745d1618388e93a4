import type { ReactNode } from 'react'
import { t } from '@/i18n'
import { hideBootScreen } from '@/platform/bootScreen'
import { Placeholder } from '@/ui/Placeholder'
import { ReportingBoundary } from './ReportingBoundary'

/**
 * The last line: an error outside every block (the page's own view, the
 * dialog host) shows the failure placeholder with its refresh button instead
 * of a blank page, and is reported.
 */
export class PageBoundary extends ReportingBoundary<{ children: ReactNode }> {
  protected reportAs () {
    return { componentType: 'page', uuid: 'page' }
  }

  private readonly retry = () => {
    this.setState({ error: undefined })
    void this.root?.page.reload()
  }

  componentDidUpdate () {
    // The page failed before it could show anything: the failure is what it shows now.
    if (this.state.error) hideBootScreen()
  }

  render () {
    const { error } = this.state
    if (!error) return this.props.children
    const message = this.root?.page.preview ? t('page.crashed.preview', { reason: error.message }) : t('page.crashed')
    return <Placeholder message={message} onRefresh={this.retry} />
  }
}
