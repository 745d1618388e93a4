/** `data.countdown.contents[0]` (000 §3); `data.countdown.sysTime` is the server time. */
export interface CountdownConfig {
  bgType?: 'COLOR' | 'IMAGE' | string
  textColor?: string
  numberColor?: string
  numberBgColor?: string
  bgColor?: string
  bgImage?: string
  configs?: Array<{ startTime?: number | string, endTime?: number | string, activityStatus?: string }>
}

export type CountdownPhase = 'notStarted' | 'doing'

export interface CountdownWindow {
  start: number
  end: number
}

export interface CountdownModel {
  windows: CountdownWindow[]
  /** `image` is ready for a style: `url("…")` of a checked URL. */
  background: { color?: string, image?: string }
  textColor?: string
  numberColor?: string
  numberBgColor?: string
}
