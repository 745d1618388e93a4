/**
 * The gateway, one typed module per domain, all built on the root's own http
 * client. Stores and blocks get these from the root store; tests pass fakes.
 * Nothing outside this folder names a gateway path.
 */
import { createActivityService, type ActivityService } from './activity'
import { createBookingService, type BookingService } from './booking'
import { createCashbackService, type CashbackService } from './cashback'
import { createCityService, type CityService } from './city'
import { createCouponService, type CouponService } from './coupons'
import { createGuessService, createSubscribeService, type GuessService, type SubscribeService } from './guess'
import { createHotService, type HotService } from './hot'
import type { Http } from './http'
import { createLotteryService, type LotteryService } from './lottery'
import { createAddressService, type AddressService } from './address'
import { createPageService, type PageService } from './page'
import { createProductService, type ProductService } from './products'
import { createProductPoolService, type ProductPoolService } from './productPool'
import { createSessionService, type SessionService } from './session'
import { createStoresService, type StoresService } from './stores'

export interface Services {
  page: PageService
  session: SessionService
  city: CityService
  activity: ActivityService
  products: ProductService
  booking: BookingService
  coupons: CouponService
  lottery: LotteryService
  address: AddressService
  productPool: ProductPoolService
  hot: HotService
  stores: StoresService
  guess: GuessService
  subscribe: SubscribeService
  cashback: CashbackService
}

export function createServices (http: Http): Services {
  return {
    page: createPageService(http),
    session: createSessionService(http),
    city: createCityService(http),
    activity: createActivityService(http),
    products: createProductService(http),
    booking: createBookingService(http),
    coupons: createCouponService(http),
    lottery: createLotteryService(http),
    address: createAddressService(http),
    productPool: createProductPoolService(http),
    hot: createHotService(http),
    stores: createStoresService(http),
    guess: createGuessService(http),
    subscribe: createSubscribeService(http),
    cashback: createCashbackService(http)
  }
}

export type { ActivityService, AddressService, BookingService, CashbackService, CityService, CouponService, GuessService, HotService, LotteryService, PageService, ProductPoolService, ProductService, SessionService, StoresService, SubscribeService }
