import type { BlockMeta } from '../meta'

export default { kind: 'yanxuanRecycle', chunk: 'product' } as const satisfies BlockMeta
