import type { BlockMeta } from '../meta'

export default { kind: 'bottomNav', chunk: 'basic', floating: true } as const satisfies BlockMeta
