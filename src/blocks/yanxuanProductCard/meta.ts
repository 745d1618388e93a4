import type { BlockMeta } from '../meta'

export default { kind: 'yanxuanProductCard', chunk: 'product' } as const satisfies BlockMeta
