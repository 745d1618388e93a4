import type { BlockMeta } from '../meta'

export default { kind: 'selfRun', chunk: 'basic' } as const satisfies BlockMeta
