import type { BlockMeta } from '../meta'

export default { kind: 'backTop', chunk: 'basic', floating: true } as const satisfies BlockMeta
