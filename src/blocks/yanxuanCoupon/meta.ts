import type { BlockMeta } from '../meta'

export default { kind: 'yanxuanCoupon', chunk: 'own', stays: true } as const satisfies BlockMeta
