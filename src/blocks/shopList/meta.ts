import type { BlockMeta } from '../meta'

export default { kind: 'shopList', chunk: 'own', stays: true } as const satisfies BlockMeta
