/**
 * The emulator's gateway domains, one module each (routes, typed state, seed).
 * A later domain (products, coupons, lottery, …) is one more module here.
 */
import { activityDomain } from './activity'
import { analyticsDomain } from './analytics'
import { cityDomain } from './city'
import { pageDomain } from './page'
import { productsDomain } from './products'
import { sessionDomain } from './session'
import type { Domain } from './types'

export const DOMAINS: readonly Domain[] = [pageDomain, sessionDomain, cityDomain, activityDomain, productsDomain, analyticsDomain]
