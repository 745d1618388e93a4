import type { BlockMeta } from '../meta'

export default { kind: 'yanxuanBanner', chunk: 'product' } as const satisfies BlockMeta
