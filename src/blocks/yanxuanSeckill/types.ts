/**
 * The flash sale's config as read (001 §3 "Flash sale info"; shapes in
 * .tmp/issue8-shapes.md) and what the model derives from it.
 */
import type { LivePrice, Product, ProductConfig } from '@/product'

/** Session kinds on the server clock (001 §4, §9: "flash sale session kinds Doing, Soon, Next, End"). */
export type SessionState = 'Doing' | 'Soon' | 'Next' | 'End'

export interface SeckillSettings {
  /** contents[0].productCount, passed to the view as given (a positive whole number) or undefined. */
  productCount?: number
  colors: {
    selectedTabBg?: string
    selectedChar?: string
    unselectedTabBg?: string
    unselectedChar?: string
  }
  /** Low threshold of the progress label, percent (config xpct; default 10). */
  xpct: number
  /** High threshold of the progress label, percent (config ypct; default 90). */
  ypct: number
  /** Text below the low threshold (config progressStartText; default 'hot grab start'). */
  progressStartText: string
}

/** One product line of a session (`productConfigs[]`). */
export interface SeckillProductConfig {
  productId: number
  /** The seckill activity of this product (booking); absent: no booking. */
  actId?: number | string
  categoryId?: number
  brandId?: number
  product: ProductConfig
  stock: { virtualStock?: number, outdoStockUpperLimit?: number }
  showProgressBar: boolean
  showSales: boolean
  /** From config; the live answer's value wins when present. */
  orderCount?: number
  soldCountDesc?: string
}

export interface SeckillSession {
  sessId: number | string
  /** Epoch ms (config: ms or a Beijing 'YYYY-MM-DD HH:mm:ss'). */
  start: number
  end: number
  products: SeckillProductConfig[]
}

export interface SeckillModel {
  settings: SeckillSettings
  /** Every valid session as configured (the model picks the ones to show against the server clock). */
  sessions: SeckillSession[]
  /** `data.yanxuanSeckill.sysTime`: the server's clock when the config was served, for the store to sync the shared clock. */
  sysTime?: number
}

/**
 * A session's live prices: the answer by product id, `'error'` when the call
 * failed, `undefined` before it answered (the config's prices stand in).
 */
export type SessionPrices = ReadonlyMap<number, LivePrice> | 'error' | undefined

/** A product as the session shows it. */
export interface SeckillItem {
  config: SeckillProductConfig
  /** The config's product with the live price merged in. */
  product: Product
  soldOut: boolean
  /** The live answer's order count when given, else the config's. */
  orderCount?: number
  /** The sales text, when the line asks for it (isShowSales). */
  soldCountDesc?: string
}

export interface SeckillProgress {
  /** floor(orderCount / virtualStock × 100), unclamped (may pass 100). */
  percent: number
  label: string
  /** The bar's width in percent, clamped to 40–96.27. */
  width: number
}

/** A session the block shows, with what its tab and countdown need. */
export interface ShownSession {
  session: SeckillSession
  state: SessionState
  items: SeckillItem[]
  tabLabel: string
  startLabel: string
  /** The time the countdown reaches zero (the end while Doing, else the start). */
  countdownTarget: number
}

/** The block as a whole: the ended message, one session with a header, or tabs. */
export type SeckillDisplay =
  | { kind: 'ended', text: string }
  | { kind: 'single', header: string, countdownLabel: string, session: ShownSession }
  | { kind: 'tabs', sessions: ShownSession[] }
