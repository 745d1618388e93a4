import type { BlockMeta } from '../meta'

export default { kind: 'couponSeckill', chunk: 'own' } as const satisfies BlockMeta
