/**
 * What each gateway call's failure tells the visitor, written from the spec (../shared/spec: 000 §5, §7, §8,
 * §9; 001 §7, §8, §9; 002 §7, §8, §9) and, where it is silent, from the decisions recorded beside the code
 * (docs/decisions.md, a block's README). Keyed by the emulator's route names (GET /__emu/routes).
 *
 * The fault matrices read their expectations here, not from the app's own declarations (src/services/failure.ts,
 * collected in services/failures.ts): a route marked quiet there by mistake would otherwise switch its own
 * check off. test/utils/callTable.test.ts fails when the declarations and this table disagree, so a changed
 * declaration needs a changed table, and the table needs a quote.
 *
 * A call whose row has none of the fields below fails as 000 §8 says: "Success is code 0 or 200; any other code
 * is passed on as a rejection" (the server's msg), "Network failure gives code 400 with 'network request failed',
 * or code 1 with 'network error'", "With no message: 'request failed'", "403: 'no permission, please contact the
 * administrator'"; a tap's failure in a toast, a load call's at most its blocks' live data, the page call's
 * the placeholder (docs/decisions.md "Errors": "What a failed tap shows: the catalogue's text in a toast…";
 * "A load call that fails costs at most its blocks' live data… Only the page call shows the placeholder").
 * Every call waits the default 15 s ("Timeout 15 s (`DEFAULT_TIMEOUT_MS`, not shown)", docs/decisions.md "Calls").
 */

export interface CallRow {
  /** Where the spec (or a recorded decision) says how this call fails, quoted. */
  source: string
  /** Its failure shows the visitor no message, even after a tap: the spec gives it a fallback or drops it. */
  quiet?: string
  /** The block's own words for every failure but a 403 (000 §8: a 403 anywhere says no-permission). */
  ownText?: string
  /** A wait shorter than the default 15 s, in ms. */
  timeoutMs?: number
  /** What no answer within `timeoutMs` says, when not the catalogue's network error. */
  timeoutText?: string
  /** No answer (a timeout, a reset) may mean it went through: this dialog's title, not a toast. */
  noAnswerDialog?: string
}

/** The catalogue's default wait (docs/decisions.md "Calls": "Timeout 15 s (`DEFAULT_TIMEOUT_MS`, not shown)"). */
export const DEFAULT_CALL_TIMEOUT_MS = 15_000

/** 000 §5: "If absent, the city is fetched from the server; if that fails, 1 is used." */
const CITY_FALLBACK = '000 §5: "if that fails, 1 is used"'
/** 000 §9: "Geolocation timeout 5 s", which the app gives its city calls (docs/decisions.md "Calls"). */
const GEOLOCATION_TIMEOUT_MS = 5_000
/** 001 §8: coupon module "failure or no coupon issued 'coupon issuing failed, please retry'"; the grab's "other errors or a not-ok result toast 'Coupon issue failed, please retry'". */
const COUPON_ISSUE_FAILED = '优惠券发放失败，请重试'
const CATALOGUE = '000 §8 (the catalogue)'

export const CALL_TABLE: Readonly<Record<string, CallRow>> = {
  // 000 §7: the page shell's calls.
  'pages/get-release': { source: '000 §8: "A page-data loading failure only hides the loading mask and shows the placeholder"' },
  'pages/preview': { source: '000 §6: "Preview mode uses a separate preview call"; 000 §8: the placeholder, as the release call' },
  'components/get-release': { source: `000 §7 "Refresh one component"; ${CATALOGUE}` },
  'components/get-preview': { source: `000 §7 "Refresh one component (also preview flag)"; ${CATALOGUE}` },
  'agents/auth-url': { source: `000 §7 "Fetch the login address for an agent"; ${CATALOGUE}` },
  'sso-login': { source: '000 §8: "\'login failed\' when no ticket is returned"; a failed exchange says the catalogue\'s text (docs/decisions.md "Login ticket")' },
  'get-login-user': { source: `000 §7 "Fetch current user"; ${CATALOGUE}` },
  'regions/locate': {
    source: '000 §5, §7 "Fetch default city", §9',
    quiet: CITY_FALLBACK,
    // 000 §9 "Geolocation timeout 5 s": the page call waits for this one on a first visit (docs/decisions.md "Calls").
    timeoutMs: GEOLOCATION_TIMEOUT_MS
  },
  'activity/takePartIn': { source: '000 §8: "Sign-up: failure shows the server message"' },
  'promotion-packages/apply': {
    source: '001 §8: "Package claim failure: toast shows the server msg and refreshes the block"',
    // 001 §1, §8 name the dialog "Prize being issued" but not when: src/flows/packageClaim/README.md, "it shows
    // when a claim gets no answer at all (a timeout, the connection lost)".
    noAnswerDialog: '奖品发放中'
  },
  'page-view-record': { source: '001 §7 names it without a use; docs/decisions.md "Calls": "a failed record costs the visitor nothing" (a load call: no block of its own)' },
  'qa-login': { source: 'the emulator\'s own (the mini-programs\' QA login page); the catalogue' },

  // 001 §7: the curated blocks' calls.
  'model/get-info-list': { source: '001 §7: "other code: products are treated as errors and shown \'sold out\'" (a load call: its blocks\' own state)' },
  'getUserIdentity': { source: `001 §7 "GET /common/getUserIdentity"; ${CATALOGUE}` },
  'getCouponListByPackageCode': { source: `001 §7 "POST /promotion/getCouponListByPackageCode"; ${CATALOGUE}` },
  'sendCouponByCondition': {
    source: '001 §8: Coupon module: "failure or no coupon issued \'coupon issuing failed, please retry\'"',
    ownText: COUPON_ISSUE_FAILED
  },
  'coupon-pack/get-status': { source: `001 §7 "POST /promotion/coupon-pack/get-status"; ${CATALOGUE}` },
  'sendSingleCoupon': {
    source: '001 §8: "Coupon grab send rejections: 14803004 … 14803003 … 14803005 …; other errors or a not-ok result toast \'Coupon issue failed, please retry\'"',
    ownText: COUPON_ISSUE_FAILED
  },
  'activity-book/query-status': { source: `001 §7 "POST /activity-book/query-status"; ${CATALOGUE}` },
  'activity-book/book': { source: 'the host\'s subscribe page books (001 §7 "Mini-program subscribe page"); the catalogue' },
  'activity-book/cancel': { source: `001 §7 "POST /activity-book/cancel … success code 200"; ${CATALOGUE}` },
  'products/goods-filter-info': { source: '001 §7; src/blocks/yanxuanProductPool/README.md: "A failing filter call toasts the server\'s words and leaves its groups out"' },
  'products/category-and-brand': { source: '001 §7; src/blocks/yanxuanProductPool/README.md: "A failing model list toasts the server\'s words"' },
  'products/product': { source: '001 §7; src/blocks/yanxuanProductPool/README.md: "A failing model list toasts the server\'s words"' },
  'products/ppn-list': { source: '001 §7; src/blocks/yanxuanProductPool/README.md: "A failing filter call toasts the server\'s words"' },
  'products/pre-stat': {
    source: '001 §7 "POST /products/pre-stat … totalCountDesc" (its failure not shown)',
    quiet: 'src/blocks/yanxuanProductPool/README.md: "A failing pre-stat says nothing (the count is a hint): the button reads 确定 without it"'
  },
  'products/search-pool-item': { source: '001 §7; src/blocks/yanxuanProductPool/README.md: "A failed page shows 加载失败，点击重试 at the end"' },
  'regions/locate-city-v4': {
    source: '001 §7 "POST /regions/locate-city-v4 … city", §9 "geo-locate retry 1"',
    quiet: 'services/productPool.ts (the spec does not show its failure): "the city of a location: the cards go without distances"',
    // 000 §9 "Geolocation timeout 5 s" per try, as the page's own city call (services/productPool.ts).
    timeoutMs: GEOLOCATION_TIMEOUT_MS
  },

  // 002 §7: the campaign widgets' calls.
  'lottery/quota': { source: '002 §7 "GET /lottery/quota"; src/blocks/lottery/README.md: "A quota not known yet (its call failed) still draws"' },
  'lottery/check-rule': { source: `002 §7 "POST /lottery/check-rule"; ${CATALOGUE}` },
  'lottery/task-list': { source: '002 §7; src/blocks/lottery/README.md: "A failed list toasts the server\'s words and opens nothing"' },
  'lottery/recode-list': { source: '002 §7; src/blocks/lottery/README.md: "A failed list toasts the server\'s words and opens nothing"' },
  'lottery/check-in': { source: '002 §8: "Per task-type codes give 已经领过啦，明天再来吧 … Other codes show msg"' },
  'lottery/take-part-in': {
    source: '002 §7: "POST /lottery/take-part-in | templateId, 2300 ms timeout"; §9: "Draw timeout 2300 ms"; §8: "Other codes show msg. The drawing state is reset."',
    timeoutMs: 2300,
    // The spec gives the draw's timeout no text: src/blocks/lottery/README.md "On timeout: drawing resets, 网络不给力，请稍后再试".
    timeoutText: '网络不给力，请稍后再试'
  },
  'lottery/receive-award': { source: '002 §8: "Lottery claim: code 13606027 opens the contact-customer-service dialog; others toast msg"' },
  'user-address/list': {
    source: '002 §7 "GET /user-address/list"',
    quiet: '002 §8: "Address-book load errors are ignored silently."'
  },
  'user-address/set-default': { source: `002 §7 "POST /user-address/set-default"; ${CATALOGUE}` },
  'user-address/delete': { source: `002 §7 "POST /user-address/delete"; ${CATALOGUE}` },
  'guess-the-password/activity-detail': { source: `002 §7 "GET /guess-the-password/activity-detail"; ${CATALOGUE}` },
  'guess-the-password/user-award-records': { source: `002 §7 "GET /guess-the-password/user-award-records"; ${CATALOGUE}` },
  'guess-the-password/take-part-in': { source: '002 §8: "Guess answer: code 13615002 toasts msg and refreshes the detail"' },
  'guess-the-password/fill-in-address': { source: `002 §7 "POST /guess-the-password/fill-in-address"; ${CATALOGUE}` },
  'subscribe/status': { source: `002 §7 "Cashback status, subscribe and store-list calls: not shown" (docs/decisions.md "Calls"); ${CATALOGUE}` },
  'activity-transaction-back/detail': { source: '002 §7 (not shown); src/blocks/activityTransactionBack/README.md: "A failed first call costs the block"' },
  'activity-transaction-back/sign-up': { source: `002 §7 "POST /activity-transaction-back/sign-up | activityCode | success when code is 200"; ${CATALOGUE}` },
  'activity-transaction-back/claim-rewards': { source: '002 §8: "Cashback claim errors toast msg and refresh."' },
  'activity-transaction-back/award-detail': { source: `002 §7 "GET /activity-transaction-back/award-detail"; ${CATALOGUE}` },
  'my-product-hot/detail': { source: '002 §7 "POST /my-product-hot/detail"; src/blocks/myProductHot/README.md: "A failed call … keeps the box with 估价加载失败，点击重试"' },
  'shop/nearby-list': { source: '002 §7 (not shown); src/blocks/shopList/README.md: "A failed call shows 门店加载失败，点击重试"' }
}

/** A route's row; a route the table does not know is an error (callTable.test.ts lists every route of the emulator). */
export function callRow (route: string): CallRow {
  const row = CALL_TABLE[route]
  if (!row) throw new Error(`test/utils/callTable.ts has no row for the route "${route}": add one, from the spec`)
  return row
}

/** The call's wait for an answer: its own, else the default. */
export const callTimeout = (route: string): number => callRow(route).timeoutMs ?? DEFAULT_CALL_TIMEOUT_MS
