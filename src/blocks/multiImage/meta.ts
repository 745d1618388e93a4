import type { BlockMeta } from '../meta'

export default { kind: 'multiImage', chunk: 'basic', picture: true } as const satisfies BlockMeta
