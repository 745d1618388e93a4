import type { BlockMeta } from '../meta'

export default { kind: 'couponGrab', chunk: 'own' } as const satisfies BlockMeta
