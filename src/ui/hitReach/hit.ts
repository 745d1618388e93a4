/** What a control takes a tap over, at least (docs/accessibility.md "Size"; WCAG 2.5.5, the 适老化 rules): lib/textSize's. */
export { HIT_PX } from '@/lib/textSize'

/** A control's box: its height, and the part above what is drawn that reaches up unseen. */
export interface HitBox { height: string, marginTop?: string, paddingTop?: string }
