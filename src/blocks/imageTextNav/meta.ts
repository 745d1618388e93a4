import type { BlockMeta } from '../meta'

export default { kind: 'imageTextNav', chunk: 'basic' } as const satisfies BlockMeta
