import type { BlockMeta } from '../meta'

export default { kind: 'banner', chunk: 'basic', picture: true } as const satisfies BlockMeta
