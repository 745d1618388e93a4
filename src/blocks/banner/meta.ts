import type { BlockMeta } from '../meta'

export default { kind: 'banner', chunk: 'basic' } as const satisfies BlockMeta
