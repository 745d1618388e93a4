import type { BlockMeta } from '../meta'

export default { kind: 'slide', chunk: 'basic' } as const satisfies BlockMeta
