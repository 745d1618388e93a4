/** Back-to-top (000 §2): a fixed control that scrolls to the top. Optional `imageUrl`; it shows once the visitor has scrolled a screen down. */
import { imageUrl, isObject } from '@/lib/config'
import { valid, type ParseResult } from '@/renderer/types'

/** Visible after scrolling this many screen heights (not in the spec). */
const BACK_TOP_AFTER_SCREENS = 1
export const BACK_TOP_SCROLL_MS = 300
export interface BackTopModel { image?: string }

export function parseBackTop (raw: unknown): ParseResult<BackTopModel> {
  return valid({ image: isObject(raw) ? imageUrl(raw.imageUrl) : undefined })
}

export const showBackTop = (scrollTop: number, screenHeight: number): boolean => scrollTop > screenHeight * BACK_TOP_AFTER_SCREENS
