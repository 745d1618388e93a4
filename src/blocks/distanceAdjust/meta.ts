import type { BlockMeta } from '../meta'

/** 000 §1's "distance adjust": the spacing block under the name 000 gives it (docs/kinds.md). */
export default { kind: 'distanceAdjust', chunk: 'basic' } as const satisfies BlockMeta
