import { sendEvent } from './tracking'

/** Error reporting rates (000 §9): every error is reported; traces are sampled at 0.25. */
export const ERROR_SAMPLE_RATE = 1
export const TRACE_SAMPLE_RATE = 0.25

const reported = new Set<string>()

/** Reports a block that failed to render or whose config was refused, once per component and message; never throws. */
export function reportBlockError (error: Error | string, context: { activityId?: string | number, componentType: string, uuid: string }): void {
  // Called while the block list renders, outside any boundary: reporting must never break the page.
  try {
    const message = typeof error === 'string' ? error : error.message
    const key = `${context.uuid}\n${message}`
    if (reported.has(key) || Math.random() >= ERROR_SAMPLE_RATE) return
    reported.add(key)
    if (process.env.NODE_ENV !== 'production') console.warn(`[block ${context.componentType} ${context.uuid}] ${message}`)
    sendEvent({ event: 'block_error', activityId: context.activityId, componentType: context.componentType, uuid: context.uuid, message })
  } catch {
    // Nothing to do: the block is already skipped or isolated.
  }
}
