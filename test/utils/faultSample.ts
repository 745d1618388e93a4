/**
 * Which gateway calls the gate's browser fault matrix (test/e2e/faults.test.ts) puts under its 9 faults, and
 * where each is made. The calls rotate with the commit over every route the emulator lists (GET /__emu/routes),
 * not over the pages a crawl happened to take, so each commit puts other calls under the browser's faults;
 * `SAMPLE_SEED=<commit>` replays a sample. Every call under every fault, below the browser, is
 * server/callFaults.test.ts's; every reached call in the browser is the sweeps' (SWEEPS=1).
 */
import { rotatedOrder } from './sample'

/** A visitor kind the crawl knows (test/e2e/crawl.ts `Variant`; the app's webview reaches nothing more). */
export type SourceVariant = 'anonymous' | 'login'

/**
 * Where a call is made: a scenario's load, or a tap in it (`taps`: each tap of the chain, then the one that
 * calls, as a piece of the crawl's tap signature: block root and element classes). The gate crawls this
 * scenario when the shared crawl did not make the call; the sweeps' whole crawl checks every entry.
 */
export type CallSource =
  | { scenario: string, variant: SourceVariant, by: 'load' }
  | { scenario: string, variant: SourceVariant, by: 'tap', taps: readonly string[] }

/** Routes no H5 visitor reaches today, and why (each must stay unreached: the sweeps fail a stale entry). */
export const UNREACHED: Readonly<Record<string, string>> = {
  'qa-login': 'the mini-programs\' QA login page (pages/qa-login) only',
  'components/get-release': 'no caller: PageStore.refreshComponent (000 §4, one component again) has no user yet',
  'components/get-preview': 'the same, in preview',
  'activity-book/book': 'the host\'s subscribe page books (the QA build\'s subscribe page in mini-programs)',
  'activity-book/cancel': 'the host\'s subscribe page cancels',
  'lottery/receive-award': 'the prize claim\'s form must be filled in by typing (name, phone, address) before its submit calls; the crawl only taps (the draw\'s store tests drive it)',
  'user-address/set-default': 'four taps deep (my prizes → a record\'s claim → the form\'s address row → the address book\'s action), beyond the crawl\'s two-tap chains',
  'user-address/delete': 'four taps deep, as set-default',
  'guess-the-password/take-part-in': 'the answer must be typed before 提交 calls (an empty one only toasts); the crawl only taps (test/e2e/guess.test.ts and the game\'s store tests drive it)',
  'guess-the-password/fill-in-address': 'the award\'s address form must be filled in by typing, as the draw\'s receive-award'
}

const load = (scenario: string, variant: SourceVariant = 'anonymous'): CallSource => ({ scenario, variant, by: 'load' })
const tap = (scenario: string, variant: SourceVariant, ...taps: string[]): CallSource => ({ scenario, variant, by: 'tap', taps })

/** Every other route: where a visitor makes it (read off the scenarios' crawls; server/README.md's scenario table). */
export const CALL_SOURCES: Readonly<Record<string, CallSource>> = {
  'pages/get-release': load('demo'),
  'pages/preview': load('broken'),
  'regions/locate': load('demo'),
  'page-view-record': load('demo'),
  'get-login-user': load('demo'),
  'sso-login': load('demo', 'login'),
  'agents/auth-url': tap('coupons', 'anonymous', '.coupon-grab__button--grab'),
  'activity/takePartIn': tap('basic', 'login', '.campaign-signup'),
  'promotion-packages/apply': tap('coupons', 'login', '.coupon-package__button'),
  'model/get-info-list': load('products'),
  'getCouponListByPackageCode': load('coupons'),
  'coupon-pack/get-status': load('coupons'),
  'getUserIdentity': load('coupons', 'login'),
  'activity-book/query-status': load('coupons', 'login'),
  'sendCouponByCondition': tap('coupons', 'login', '.yanxuan-coupon__button'),
  'sendSingleCoupon': tap('coupons', 'login', '.coupon-grab__button--grab'),
  'products/category-and-brand': load('pool'),
  'products/search-pool-item': load('pool'),
  'regions/locate-city-v4': load('pool'),
  'products/goods-filter-info': tap('pool', 'anonymous', '.yanxuan-product-pool__filter'),
  'products/ppn-list': tap('pool', 'anonymous', '.yanxuan-product-pool__filter'),
  'products/pre-stat': tap('pool', 'anonymous', '.yanxuan-product-pool__filter'),
  'products/product': tap('pool', 'anonymous', '.yanxuan-product-pool__drop'),
  'lottery/quota': load('lottery', 'login'),
  'lottery/check-rule': load('lottery', 'login'),
  'lottery/task-list': tap('lottery', 'login', '.lottery__link--tasks'),
  'lottery/recode-list': tap('lottery', 'login', '.lottery__link--records'),
  'lottery/check-in': tap('lottery', 'login', '.lottery__link--tasks', '.lottery__task-button'),
  'lottery/take-part-in': tap('lottery', 'login', '.lottery__draw'),
  'user-address/list': tap('guess', 'login', '.guess-the-password__link--records', '.guess-the-password__record-button', '.claim-form__row'),
  'guess-the-password/activity-detail': load('guess'),
  'guess-the-password/user-award-records': tap('guess', 'login', '.guess-the-password__link--records'),
  'subscribe/status': load('guess', 'login'),
  'activity-transaction-back/detail': load('cashback', 'login'),
  'activity-transaction-back/sign-up': tap('cashback', 'login', '.activity-transaction-back__image'),
  'activity-transaction-back/claim-rewards': tap('cashback', 'login', '.activity-transaction-back__task-button--claim'),
  'activity-transaction-back/award-detail': tap('cashback', 'login', '.activity-transaction-back__task-button--view'),
  'my-product-hot/detail': load('hot'),
  'shop/nearby-list': load('stores')
}

/**
 * How many calls the gate puts under the browser's faults. Each fault meets one of them (dealCases): 9 cases
 * a commit, every fault kind each time. All 3 × 9 cost 120 s of the e2e layer's CPU on 2 cores, a fifth of
 * a gate that must end inside 15 minutes (docs/testing.md); every call × fault is callFaults' and the sweeps'.
 */
export const GATE_CALLS = 3

export interface RouteLike { name: string, action: boolean }

export interface FaultSample {
  /** The calls chosen, in the order chosen: a read, an action (a tap's call), then any other. */
  chosen: string[]
  /** Calls the rotation met on the way that no H5 visitor reaches, with why (each made way for the next). */
  skipped: Array<{ route: string, reason: string }>
}

/**
 * The gate's calls for a commit: the routes in the order the seed gives them (each route's hash with the seed,
 * by its name, so a route keeps its place as others come and go); the first read, the first action and then
 * the first other one. A route no visitor reaches (UNREACHED) is skipped with its reason and the next one
 * taken, so every commit puts `count` calls under the faults. Fewer only when fewer can be reached.
 */
export function sampleCalls (routes: readonly RouteLike[], seed: string, count = GATE_CALLS): FaultSample {
  const order = rotatedOrder(routes, seed, (r) => r.name)
  const chosen: string[] = []
  const skipped: FaultSample['skipped'] = []
  // A read is what a page asks for on load (a block's state); an action is what a tap sends: both paths of the matrix.
  const wants: Array<(r: RouteLike) => boolean> = [(r) => !r.action, (r) => r.action, () => true]
  for (let i = 0; chosen.length < count && i < count + wants.length; i++) {
    const want = wants[Math.min(i, wants.length - 1)]
    for (const r of order) {
      if (chosen.includes(r.name) || !want(r)) continue
      if (UNREACHED[r.name]) {
        if (!skipped.some((s) => s.route === r.name)) skipped.push({ route: r.name, reason: UNREACHED[r.name] })
        continue
      }
      chosen.push(r.name)
      break
    }
  }
  return { chosen, skipped }
}

/**
 * The gate's cases: every fault once, dealt over the chosen calls in the order the seed gives the faults
 * (the first call takes the 1st, 4th, 7th …), so each call meets about a third of the faults and another
 * commit pairs them otherwise. With no call, no case.
 */
export function dealCases<F extends string> (calls: readonly string[], faults: readonly F[], seed: string): Array<{ route: string, fault: F }> {
  if (!calls.length) return []
  return rotatedOrder(faults, seed, (f) => f).map((fault, i) => ({ route: calls[i % calls.length], fault }))
}

/** A crawl's tap signature (`.block .el.el--mod`) has every class of a source's tap piece (`.el--mod`). */
export function tapMatches (sig: string, piece: string): boolean {
  const classes = new Set(sig.split(/[\s.]+/).filter(Boolean))
  const wanted = piece.split('.').filter(Boolean)
  return wanted.length > 0 && wanted.every((c) => classes.has(c))
}
