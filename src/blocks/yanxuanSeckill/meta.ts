import type { BlockMeta } from '../meta'

export default { kind: 'yanxuanSeckill', chunk: 'own' } as const satisfies BlockMeta
