/**
 * Mini-programs: a subtree that changes often (a ticking countdown) sits in
 * Taro's CustomWrapper, so its setData touches only that subtree. (Used as JSX
 * here: Taro builds the custom-wrapper component and template only for
 * components it sees used.)
 */
import type { ReactNode } from 'react'
import { CustomWrapper } from '@tarojs/components'

export function TickWrapper ({ children }: { children?: ReactNode }) {
  return <CustomWrapper>{children}</CustomWrapper>
}
