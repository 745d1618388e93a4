/**
 * H5: errors nothing caught (a handler that throws, a timer, a promise rejected with nobody waiting)
 * are reported through the newest page view's tracker (services/uncaught). Resource load failures
 * do not reach a bubbling `error` listener on window: only script errors do.
 */
import { useEffect } from 'react'
import { reportUncaught } from '@/services/uncaught'

export function useUncaughtErrors (): void {
  useEffect(() => {
    const onError = (event: ErrorEvent) => { reportUncaught(event.error ?? event.message, { source: 'error', url: location.href }) }
    const onRejection = (event: PromiseRejectionEvent) => { reportUncaught(event.reason, { source: 'rejection', url: location.href }) }
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [])
}
