/** The prize draw's config as read (002 §3 "Lottery component content") and what the model derives from it. */
import type { DrawStyle } from './flow'

/** 002 §3, §9: 1 not started, 3 ongoing, anything else ended. */
export type ActivityStatus = 'notStarted' | 'ongoing' | 'ended'

export interface LotteryAward {
  id: number | string
  awardName: string
  awardImageUrl?: string
  /** The second image (the slot's stopped tile, the claw's grabbed prize). */
  awardImageSecondUrl?: string
}

export interface WinnerLine {
  /** Masked: 138****0000. */
  mobile: string
  awardName: string
}

export interface LotteryLook {
  background?: string
  backgroundColor?: string
  /** The common style's banner. */
  banner?: string
  drawButtonImage?: string
  buttonColor?: string
  buttonTextColor?: string
  taskHeaderImage?: string
  taskHeaderColor?: string
}

export interface LotteryModel {
  templateId: number | string
  style: DrawStyle
  status: ActivityStatus
  awards: LotteryAward[]
  winners: WinnerLine[]
  look: LotteryLook
  /** The rules' text, when configured (shown in a dialog). */
  rules?: string
}
