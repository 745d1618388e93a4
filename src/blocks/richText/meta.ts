import type { BlockMeta } from '../meta'

export default { kind: 'richText', chunk: 'basic' } as const satisfies BlockMeta
