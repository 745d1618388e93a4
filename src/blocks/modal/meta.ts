import type { BlockMeta } from '../meta'

export default { kind: 'modal', chunk: 'basic', floating: true } as const satisfies BlockMeta
