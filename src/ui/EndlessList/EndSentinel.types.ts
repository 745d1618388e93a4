export interface EndSentinelProps {
  /** How far below the viewport counts as reached (the owner's spec). */
  nearPx: number
  /** How many pages the list has drawn above the end (the owner's store compares it with the pages it holds). */
  drawn: number
  className?: string
  /** Each report: whether the end is within reach, and how many pages were drawn when that was measured. */
  onChange: (visible: boolean, drawn: number) => void
}
