import type { BlockMeta } from '../meta'

export default { kind: 'yanxuanProduct', chunk: 'product' } as const satisfies BlockMeta
