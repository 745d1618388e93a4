import { Component, type ContextType, type ReactNode } from 'react'
import { StoreContext } from '@/stores'

/**
 * An error boundary that reports what it caught to the page's tracker, under
 * the component type and uuid `reportAs` names. BlockBoundary (one block) and
 * PageBoundary (the page itself) differ only in what they show instead.
 */
export abstract class ReportingBoundary<P extends { children?: ReactNode }> extends Component<P, { error?: Error }> {
  static contextType = StoreContext
  state: { error?: Error } = {}

  static getDerivedStateFromError (error: unknown): { error: Error } {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  /** The page's root store (React's `context`, typed). */
  protected get root (): ContextType<typeof StoreContext> {
    return this.context as ContextType<typeof StoreContext>
  }

  protected abstract reportAs (): { componentType: string, uuid: string }

  componentDidCatch (error: unknown): void {
    this.root?.tracker.reportBlockError(error, { activityId: this.root.page.params?.activityId, ...this.reportAs() })
  }
}
