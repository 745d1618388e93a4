import type { BlockMeta } from '../meta'

export default { kind: 'video', chunk: 'basic' } as const satisfies BlockMeta
