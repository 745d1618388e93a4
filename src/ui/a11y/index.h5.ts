/** The web builds: the element's own `role`. */
import type { Role } from './types'

export type { Role } from './types'

export const roleOf = (role: Role): { role: Role } => ({ role })
