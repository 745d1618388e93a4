import type { BlockMeta } from '../meta'

/** Spacing (002 §3), also under 000 §1's name for it, "distance adjust" (docs/kinds.md). */
export default { kind: 'spacing', chunk: 'own', aliases: ['distanceAdjust'] } as const satisfies BlockMeta
