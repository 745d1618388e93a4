import type { BlockMeta } from '../meta'

export default { kind: 'tab', chunk: 'basic' } as const satisfies BlockMeta
