import type { BlockMeta } from '../meta'

export default { kind: 'yanxuanCoupon', chunk: 'own' } as const satisfies BlockMeta
