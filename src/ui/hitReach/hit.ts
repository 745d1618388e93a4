/** What a control takes a tap over, at least (docs/accessibility.md "Size"; WCAG 2.5.5, the 适老化 rules). */
export const HIT_PX = 44

/** A control's box: its height, and the part above what is drawn that reaches up unseen. */
export interface HitBox { height: string, marginTop?: string, paddingTop?: string }
