/**
 * The products domain's catalogue: second-hand and new phones, tablets and
 * laptops as the price service knows them. Prices carry decimals on purpose
 * (the client floors them and recomputes discounts to 12 decimals), and a few
 * entries break the spec's rules on purpose so the filters have work to do:
 * sold out (no lowestPrice), a negative lowestPrice, a lowestPrice above the
 * dailyPrice, a dailyPrice equal to the lowestPrice with a stale discount.
 * Scenario files repeat the names and images in their product configs.
 */

/** Category ids of the build configuration (001 §9). */
export const CATEGORY = { mobile: 6, computer: 7, tablet: 8 } as const
export type CategoryId = typeof CATEGORY[keyof typeof CATEGORY]

/** Brand ids of the emulator (the real ids are not in the spec). */
export const BRAND = { apple: 1, huawei: 2, xiaomi: 3, vivo: 4, oppo: 5, honor: 6, samsung: 7, lenovo: 8, redmi: 9, oneplus: 10 } as const

export interface IouData {
  perPeriodPrice: number
  period: number
}

export interface CatalogueItem {
  id: number
  name: string
  categoryId: CategoryId
  brandId: number
  /** File under server/assets/ (scenarios write `{{assets}}/<image>`). */
  image: string
  dailyPrice: number
  discountPrice: number
  /** Absent: sold out. */
  lowestPrice?: number
  iouData?: IouData
  /** All-time orders, answered when asked without a time window. */
  orderCount: number
  soldCountDesc: string
  stock: number
  /**
   * Orders inside a seckill window: `base` once the session has begun, plus
   * `perHour` for each hour it has run (see orderCountIn in products.ts).
   */
  flash?: { base: number, perHour: number }
}

const { mobile, computer, tablet } = CATEGORY

export const CATALOGUE: readonly CatalogueItem[] = [
  // ---- phones --------------------------------------------------------------------
  { id: 100101, name: 'Apple iPhone 15 Pro 256G 原色钛金属 99新', categoryId: mobile, brandId: BRAND.apple, image: 'yx-phone-titanium.jpg', dailyPrice: 6299.9, discountPrice: 400, lowestPrice: 5899.9, iouData: { perPeriodPrice: 491.66, period: 12 }, orderCount: 18620, soldCountDesc: '已售2.3万', stock: 58, flash: { base: 40, perHour: 12 } },
  { id: 100102, name: 'Apple iPhone 15 128G 蓝色 全新', categoryId: mobile, brandId: BRAND.apple, image: 'yx-phone-blue.jpg', dailyPrice: 4999, discountPrice: 399.5, lowestPrice: 4599.5, iouData: { perPeriodPrice: 383.29, period: 12 }, orderCount: 9132, soldCountDesc: '已售1.1万', stock: 120 },
  { id: 100103, name: 'Apple iPhone 14 Pro Max 256G 暗紫色 95新', categoryId: mobile, brandId: BRAND.apple, image: 'yx-phone-purple.jpg', dailyPrice: 5299.9, discountPrice: 400, lowestPrice: 4899.9, iouData: { perPeriodPrice: 816.65, period: 6 }, orderCount: 7410, soldCountDesc: '已售8600+', stock: 34 },
  { id: 100104, name: 'Apple iPhone 13 128G 午夜色 9成新', categoryId: mobile, brandId: BRAND.apple, image: 'yx-phone-midnight.jpg', dailyPrice: 2899, discountPrice: 299.1, lowestPrice: 2599.9, orderCount: 25310, soldCountDesc: '已售3.1万', stock: 210, flash: { base: 3, perHour: 4 } },
  { id: 100105, name: '华为 Mate 60 Pro 12+512G 雅川青 99新', categoryId: mobile, brandId: BRAND.huawei, image: 'yx-phone-green.jpg', dailyPrice: 5999, discountPrice: 499.1, lowestPrice: 5499.9, iouData: { perPeriodPrice: 458.33, period: 12 }, orderCount: 15800, soldCountDesc: '已售1.9万', stock: 46, flash: { base: 92, perHour: 4 } },
  { id: 100106, name: '华为 Pura 70 Pro 12+256G 羽砂黑 全新', categoryId: mobile, brandId: BRAND.huawei, image: 'yx-phone-black.jpg', dailyPrice: 5499, discountPrice: 300, lowestPrice: 5199, iouData: { perPeriodPrice: 433.25, period: 12 }, orderCount: 6020, soldCountDesc: '已售6500+', stock: 80 },
  { id: 100107, name: '华为 nova 12 Pro 256G 樱语白 95新', categoryId: mobile, brandId: BRAND.huawei, image: 'yx-phone-white.jpg', dailyPrice: 2399, discountPrice: 0, orderCount: 4120, soldCountDesc: '已售4800+', stock: 0 },
  { id: 100108, name: '小米 14 Ultra 16+512G 黑色 99新', categoryId: mobile, brandId: BRAND.xiaomi, image: 'yx-phone-black.jpg', dailyPrice: 5299.9, discountPrice: 400, lowestPrice: 4899.9, iouData: { perPeriodPrice: 408.33, period: 12 }, orderCount: 8840, soldCountDesc: '已售9200+', stock: 66, flash: { base: 3, perHour: 4 } },
  { id: 100109, name: '小米 14 12+256G 岩石青 全新', categoryId: mobile, brandId: BRAND.xiaomi, image: 'yx-phone-mint.jpg', dailyPrice: 3999, discountPrice: 299.1, lowestPrice: 3699.9, iouData: { perPeriodPrice: 308.33, period: 12 }, orderCount: 12090, soldCountDesc: '已售1.3万', stock: 150 },
  { id: 100110, name: 'Redmi K70 Pro 16+512G 墨羽 95新', categoryId: mobile, brandId: BRAND.redmi, image: 'yx-phone-black.jpg', dailyPrice: 2999, discountPrice: 300, lowestPrice: 2699, orderCount: 10420, soldCountDesc: '已售1.2万', stock: 95 },
  { id: 100111, name: 'vivo X100 Pro 16+512G 落日橙 99新', categoryId: mobile, brandId: BRAND.vivo, image: 'yx-phone-orange.jpg', dailyPrice: 4699, discountPrice: 399.1, lowestPrice: 4299.9, iouData: { perPeriodPrice: 716.65, period: 6 }, orderCount: 5230, soldCountDesc: '已售5900+', stock: 40, flash: { base: 120, perHour: 6 } },
  { id: 100112, name: 'OPPO Find X7 Ultra 16+512G 大漠银月 全新', categoryId: mobile, brandId: BRAND.oppo, image: 'yx-phone-silver.jpg', dailyPrice: 5999, discountPrice: 300, lowestPrice: 5699, iouData: { perPeriodPrice: 474.91, period: 12 }, orderCount: 3980, soldCountDesc: '已售4300+', stock: 25, flash: { base: 160, perHour: 6 } },
  { id: 100113, name: 'OPPO Reno11 Pro 12+512G 月光宝石 95新', categoryId: mobile, brandId: BRAND.oppo, image: 'yx-phone-white.jpg', dailyPrice: 2399.9, discountPrice: 200.9, lowestPrice: 2199, orderCount: 6650, soldCountDesc: '已售7100+', stock: 73 },
  // 300.2 as a decimal difference (4899.9 − 4599.7) that floating point gets wrong.
  { id: 100114, name: '荣耀 Magic6 Pro 16+512G 绒黑色 99新', categoryId: mobile, brandId: BRAND.honor, image: 'yx-phone-black.jpg', dailyPrice: 4899.9, discountPrice: 300.2, lowestPrice: 4599.7, iouData: { perPeriodPrice: 383.31, period: 12 }, orderCount: 4460, soldCountDesc: '已售4900+', stock: 52, flash: { base: 150, perHour: 0 } },
  // Rule breaker: a lowest price above the daily price (dropped by the curated styles).
  { id: 100115, name: '荣耀 90 GT 16+256G 星曜黑 全新', categoryId: mobile, brandId: BRAND.honor, image: 'yx-phone-black.jpg', dailyPrice: 2599, discountPrice: 0, lowestPrice: 2699, orderCount: 2210, soldCountDesc: '已售2400+', stock: 60 },
  { id: 100116, name: '三星 Galaxy S24 Ultra 12+256G 钛灰 99新', categoryId: mobile, brandId: BRAND.samsung, image: 'yx-phone-silver.jpg', dailyPrice: 6999, discountPrice: 499.1, lowestPrice: 6499.9, iouData: { perPeriodPrice: 541.66, period: 12 }, orderCount: 3150, soldCountDesc: '已售3600+', stock: 28 },
  // Rule breaker: a negative lowest price (a pricing fault upstream; dropped everywhere).
  { id: 100117, name: '三星 Galaxy Z Flip5 8+256G 薄荷绿 95新', categoryId: mobile, brandId: BRAND.samsung, image: 'yx-phone-mint.jpg', dailyPrice: 3899, discountPrice: 0, lowestPrice: -1, orderCount: 1320, soldCountDesc: '已售1500+', stock: 12 },
  // Daily equal to lowest with a stale discount: the client recomputes it as daily − lowest (0).
  { id: 100118, name: '一加 12 16+512G 留白 全新', categoryId: mobile, brandId: BRAND.oneplus, image: 'yx-phone-white.jpg', dailyPrice: 3999.9, discountPrice: 300, lowestPrice: 3999.9, orderCount: 2890, soldCountDesc: '已售3200+', stock: 44 },
  { id: 100119, name: 'Apple iPhone 12 64G 白色 8成新', categoryId: mobile, brandId: BRAND.apple, image: 'yx-phone-white.jpg', dailyPrice: 1899, discountPrice: 0, orderCount: 30120, soldCountDesc: '已售3.6万', stock: 0 },
  // ---- tablets -------------------------------------------------------------------
  { id: 100201, name: 'Apple iPad Air 5 64G WLAN版 星光色 99新', categoryId: tablet, brandId: BRAND.apple, image: 'yx-tablet-starlight.jpg', dailyPrice: 3599, discountPrice: 399.1, lowestPrice: 3199.9, iouData: { perPeriodPrice: 266.66, period: 12 }, orderCount: 8310, soldCountDesc: '已售9700+', stock: 88, flash: { base: 10, perHour: 8 } },
  { id: 100202, name: 'Apple iPad Pro 11英寸 M2 128G 深空灰 95新', categoryId: tablet, brandId: BRAND.apple, image: 'yx-tablet-grey.jpg', dailyPrice: 5299, discountPrice: 499.1, lowestPrice: 4799.9, iouData: { perPeriodPrice: 399.99, period: 12 }, orderCount: 3640, soldCountDesc: '已售4100+', stock: 30 },
  { id: 100203, name: 'Apple iPad mini 6 64G 紫色 99新', categoryId: tablet, brandId: BRAND.apple, image: 'yx-tablet-purple.jpg', dailyPrice: 2999, discountPrice: 300, lowestPrice: 2699, orderCount: 5570, soldCountDesc: '已售6200+', stock: 47 },
  { id: 100204, name: '华为 MatePad Pro 13.2英寸 12+256G 曜金黑 全新', categoryId: tablet, brandId: BRAND.huawei, image: 'yx-tablet-grey.jpg', dailyPrice: 5199, discountPrice: 300, lowestPrice: 4899, iouData: { perPeriodPrice: 408.25, period: 12 }, orderCount: 1980, soldCountDesc: '已售2200+', stock: 36 },
  { id: 100205, name: '小米平板 6 Pro 8+256G 远山蓝 99新', categoryId: tablet, brandId: BRAND.xiaomi, image: 'yx-tablet-blue.jpg', dailyPrice: 1999.9, discountPrice: 200, lowestPrice: 1799.9, orderCount: 7020, soldCountDesc: '已售7800+', stock: 110, flash: { base: 20, perHour: 10 } },
  { id: 100206, name: '三星 Galaxy Tab S9 8+128G 石墨灰 95新', categoryId: tablet, brandId: BRAND.samsung, image: 'yx-tablet-grey.jpg', dailyPrice: 3799, discountPrice: 0, orderCount: 940, soldCountDesc: '已售1100+', stock: 0 },
  // ---- laptops -------------------------------------------------------------------
  { id: 100301, name: 'Apple MacBook Air M2 13.6英寸 8+256G 午夜色 99新', categoryId: computer, brandId: BRAND.apple, image: 'yx-laptop-midnight.jpg', dailyPrice: 6499, discountPrice: 599.1, lowestPrice: 5899.9, iouData: { perPeriodPrice: 491.66, period: 12 }, orderCount: 6480, soldCountDesc: '已售7300+', stock: 42, flash: { base: 30, perHour: 6 } },
  { id: 100302, name: 'Apple MacBook Pro 14英寸 M3 Pro 18+512G 深空黑 全新', categoryId: computer, brandId: BRAND.apple, image: 'yx-laptop-black.jpg', dailyPrice: 14999, discountPrice: 1000, lowestPrice: 13999, iouData: { perPeriodPrice: 583.29, period: 24 }, orderCount: 1270, soldCountDesc: '已售1400+', stock: 15 },
  { id: 100303, name: '联想 ThinkPad X1 Carbon 2023 i7 16+1T 95新', categoryId: computer, brandId: BRAND.lenovo, image: 'yx-laptop-black.jpg', dailyPrice: 7999, discountPrice: 999.1, lowestPrice: 6999.9, iouData: { perPeriodPrice: 583.33, period: 12 }, orderCount: 2130, soldCountDesc: '已售2500+', stock: 22 },
  { id: 100304, name: '华为 MateBook X Pro 2024 Ultra7 16+1T 墨蓝 全新', categoryId: computer, brandId: BRAND.huawei, image: 'yx-laptop-blue.jpg', dailyPrice: 10999, discountPrice: 1000, lowestPrice: 9999, iouData: { perPeriodPrice: 833.25, period: 12 }, orderCount: 880, soldCountDesc: '已售960', stock: 18 },
  { id: 100305, name: '联想 拯救者 Y9000P 2023 i9 RTX4060 99新', categoryId: computer, brandId: BRAND.lenovo, image: 'yx-laptop-silver.jpg', dailyPrice: 7599, discountPrice: 699.1, lowestPrice: 6899.9, iouData: { perPeriodPrice: 574.99, period: 12 }, orderCount: 3370, soldCountDesc: '已售3900+', stock: 31 }
]

export const CATALOGUE_BY_ID: ReadonlyMap<number, CatalogueItem> = new Map(CATALOGUE.map((item) => [item.id, item]))
