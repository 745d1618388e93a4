import type { BlockMeta } from '../meta'

export default { kind: 'couponSeckill', chunk: 'own', stays: true } as const satisfies BlockMeta
