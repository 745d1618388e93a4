/** Alipay reads `role` (its "无障碍访问" documentation; plugins/a11y-attrs). */
import type { Role } from './types'

export type { Role } from './types'

export const roleOf = (role: Role): { role: Role } => ({ role })
