/**
 * A role in the host's own attribute. WeChat (and Meituan and Toutiao, which get WeChat's attributes:
 * plugins/a11y-attrs) reads `aria-role`; Alipay (index.alipay.ts) and the web (index.h5.ts) read `role`.
 * The other `aria-*` attributes are named alike on every host and are written as they are.
 */
import type { Role } from './types'

export type { Role } from './types'

export const roleOf = (role: Role): { ariaRole: Role } => ({ ariaRole: role })
