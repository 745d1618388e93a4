import type { BlockMeta } from '../meta'

export default { kind: 'floorNav', chunk: 'basic' } as const satisfies BlockMeta
