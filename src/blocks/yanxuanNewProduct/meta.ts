import type { BlockMeta } from '../meta'

export default { kind: 'yanxuanNewProduct', chunk: 'product' } as const satisfies BlockMeta
