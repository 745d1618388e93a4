import type { BlockMeta } from '../meta'

export default { kind: 'shopList', chunk: 'own' } as const satisfies BlockMeta
