import type { BlockMeta } from '../meta'

export default { kind: 'suspendIcon', chunk: 'basic', floating: true } as const satisfies BlockMeta
