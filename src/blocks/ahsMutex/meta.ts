import type { BlockMeta } from '../meta'

export default { kind: 'ahsMutex', chunk: 'basic' } as const satisfies BlockMeta
