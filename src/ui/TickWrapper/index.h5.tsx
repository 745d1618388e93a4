/**
 * H5: there is no setData to confine, so no wrapper; Taro's H5 CustomWrapper
 * is a Stencil web component that would bring the Stencil runtime to every
 * page with a countdown.
 */
import type { ReactNode } from 'react'

export function TickWrapper ({ children }: { children?: ReactNode }) {
  return <>{children}</>
}
