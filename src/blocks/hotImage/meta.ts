import type { BlockMeta } from '../meta'

export default { kind: 'hotImage', chunk: 'basic' } as const satisfies BlockMeta
