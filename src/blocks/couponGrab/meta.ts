import type { BlockMeta } from '../meta'

export default { kind: 'couponGrab', chunk: 'own', stays: true } as const satisfies BlockMeta
