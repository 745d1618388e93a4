import type { Services } from '../../src/services'
import type { Tracker } from '../../src/services/analytics'

type Mocked<T> = { [K in keyof T]: T[K] extends (...args: infer A) => infer R ? jest.Mock<R, A> : T[K] }
export type FakeServices = { [D in keyof Services]: Mocked<Services[D]> }

/**
 * Gateway services as jest functions with quiet defaults (an empty page, an
 * anonymous visitor, no city): tests set what they need, and nothing reaches
 * a network.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const mock = (impl: (...args: any[]) => unknown) => jest.fn(impl) as any

export function fakeServices (): FakeServices {
  return {
    page: {
      fetchPage: mock(async () => null),
      fetchComponent: mock(async () => null),
      recordView: mock(async () => true)
    },
    session: {
      authUrl: mock(async () => 'http://127.0.0.1:8787/__login'),
      exchangeTicket: mock(async () => null),
      currentUser: mock(async () => null)
    },
    city: {
      locate: mock(async () => null)
    },
    activity: {
      takePartIn: mock(async () => true),
      applyPromotionPackage: mock(async () => true)
    },
    products: {
      infoList: mock(async () => []),
      prices: mock(async () => new Map())
    },
    booking: {
      queryStatus: mock(async () => ({})),
      cancel: mock(async () => true)
    },
    coupons: {
      packStatus: mock(async () => ({})),
      sendSingle: mock(async () => true),
      userIdentity: mock(async () => ({ gwNewUser: false, registerSource: undefined })),
      couponList: mock(async () => []),
      sendByCondition: mock(async () => true)
    },
    lottery: {
      quota: mock(async () => 0),
      tasks: mock(async () => []),
      records: mock(async () => []),
      receiveAward: mock(async () => true),
      checkIn: mock(async () => true),
      draw: mock(async () => ({ status: 'no' })),
      eligible: mock(async () => true)
    },
    address: {
      list: mock(async () => []),
      setDefault: mock(async () => true),
      remove: mock(async () => true)
    },
    productPool: {
      filterInfo: mock(async () => ({ fineness: [], preferences: [], priceBuckets: [] })),
      categoryAndBrand: mock(async () => []),
      ppnList: mock(async () => ({ sku: [], price: [], condition: [], secondary: [], warranty: [] })),
      preStat: mock(async () => undefined),
      models: mock(async () => []),
      search: mock(async () => ({ items: [], pageIndex: undefined, total: undefined })),
      locateCity: mock(async () => null)
    },
    stores: {
      list: mock(async () => [])
    },
    guess: {
      detail: mock(async () => []),
      records: mock(async () => []),
      answer: mock(async () => ({ isWin: false, failReasonCode: 1 })),
      fillAddress: mock(async () => true)
    },
    subscribe: {
      status: mock(async () => false)
    },
    hot: {
      detail: mock(async () => null)
    },
    cashback: {
      detail: mock(async () => ({ status: 1, tasks: [], records: [] })),
      signUp: mock(async () => true),
      claimRewards: mock(async () => true),
      awardDetail: mock(async () => ({}))
    }
  }
}

export type FakeTracker = Mocked<Tracker>

/** A tracker that records and answers at once (so a click's 100 ms wait for the collector ends on its answer). */
export function fakeTracker (): FakeTracker {
  const tracker: FakeTracker = {
    send: mock(async () => undefined),
    trackThen: mock((_event: unknown, next: () => void) => { next() }),
    reportBlockError: mock(() => undefined),
    reportError: mock(() => undefined),
    queue: mock(() => undefined),
    flush: mock(() => undefined),
    markTrace: mock(() => undefined)
  }
  return tracker
}
