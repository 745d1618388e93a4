/**
 * Keeping clear of a bar fixed at the bottom of the screen (the bottom
 * navigation sets `page.bottomInset`, 001 §2: it "does not cover the page's
 * last block or the back-to-top control"): the page's list gets that much
 * padding below, and each fixed control that much margin below (a fixed box's
 * `bottom` places its margin edge, so the margin lifts it).
 */
import Taro from '@tarojs/taro'
import type { CSSProperties } from 'react'

export function bottomPadding (designPx: number): CSSProperties | undefined {
  return designPx > 0 ? { paddingBottom: `calc(${Taro.pxTransform(designPx)} + env(safe-area-inset-bottom))` } : undefined
}

export function liftedAbove (designPx: number): CSSProperties | undefined {
  return designPx > 0 ? { marginBottom: `calc(${Taro.pxTransform(designPx)} + env(safe-area-inset-bottom))` } : undefined
}
