import type { BlockMeta } from '../meta'

export default { kind: 'campaignSignup', chunk: 'basic' } as const satisfies BlockMeta
