/** The product pool's visible texts (merged into the zh-CN catalogue; keys are unique across the catalogue). */
export const messages = {
  'config.yanxuanProductPool.noPool': '缺少商品池 poolId 或 configs[poolId, siftTitle]',
  // Sort bar (001 §4, §9): composite / price
  'yanxuanProductPool.sort.composite': '综合',
  'yanxuanProductPool.sort.price': '价格',
  'yanxuanProductPool.bar.model': '机型',
  'yanxuanProductPool.bar.filter': '筛选',
  /** The second sift row's first chip: every category */
  'yanxuanProductPool.sift.all': '全部',
  // Model picker (001 §2, §5, §8)
  'yanxuanProductPool.picker.category': '品类',
  'yanxuanProductPool.picker.brand': '品牌',
  'yanxuanProductPool.picker.model': '型号',
  /** 'please choose a model' */
  'yanxuanProductPool.picker.chooseModel': '请选择机型',
  /** 'no models available to choose' */
  'yanxuanProductPool.picker.noModels': '暂无可选机型',
  'yanxuanProductPool.picker.confirm': '确定',
  /** The model column while its list is asked (the confirm waits for it) */
  'yanxuanProductPool.picker.loading': '机型加载中…',
  // Filter panel (001 §2, §5)
  'yanxuanProductPool.filter.title': '筛选',
  'yanxuanProductPool.filter.fineness': '成色',
  'yanxuanProductPool.filter.preference': '优选服务',
  'yanxuanProductPool.filter.price': '价格区间（元）',
  'yanxuanProductPool.filter.minPrice': '最低价',
  'yanxuanProductPool.filter.maxPrice': '最高价',
  'yanxuanProductPool.filter.condition': '商品状况',
  'yanxuanProductPool.filter.secondary': '更多标签',
  'yanxuanProductPool.filter.warranty': '保修时长',
  'yanxuanProductPool.filter.expand': '展开',
  'yanxuanProductPool.filter.collapse': '收起',
  'yanxuanProductPool.filter.reset': '重置',
  'yanxuanProductPool.filter.confirm': '确定',
  /** The confirm button with pre-stat's totalCountDesc */
  'yanxuanProductPool.filter.confirmCount': '确定（{count}）',
  // Price buckets (001 §5): unlimited, 'start - end', 'start and above', 'end and below'
  'yanxuanProductPool.bucket.unlimited': '不限',
  'yanxuanProductPool.bucket.range': '{start}-{end}',
  'yanxuanProductPool.bucket.above': '{start}以上',
  'yanxuanProductPool.bucket.below': '{end}以下',
  // List (001 §8)
  /** 'no content' */
  'yanxuanProductPool.list.empty': '暂无内容',
  /** 'no more content' */
  'yanxuanProductPool.list.end': '没有更多内容了',
  'yanxuanProductPool.list.loading': '加载中…',
  'yanxuanProductPool.list.retry': '加载失败，点击重试',
  // Names for screen readers (issue 53; wording ours)
  /** The pool tabs' group */
  'yanxuanProductPool.a11y.pools': '商品分类',
  /** The second sift row's group */
  'yanxuanProductPool.a11y.categories': '品类筛选',
  /** A choice that is on (a sort, a chip, a picker option): its text, then its state */
  'yanxuanProductPool.a11y.on': '{name}，已选中',
  /** The price sort, rising */
  'yanxuanProductPool.a11y.priceAsc': '{name}，从低到高',
  /** The price sort, falling */
  'yanxuanProductPool.a11y.priceDesc': '{name}，从高到低',
  /** The model and filter buttons while a choice of theirs applies */
  'yanxuanProductPool.a11y.applied': '{name}，已筛选',
  /** The model button while its dropdown is open */
  'yanxuanProductPool.a11y.expanded': '{name}，已展开',
  /** The dropdown's mask: a tap outside closes it */
  'yanxuanProductPool.a11y.closePicker': '关闭机型选择',
  /** The filter panel's close button */
  'yanxuanProductPool.a11y.close': '关闭',
  /** Preview: whose colour preview mode names when the page replaces it (lib/contrast) */
  'yanxuanProductPool.a11y.selectedText': '商品池选中标签文字',
  'yanxuanProductPool.a11y.unselectedText': '商品池未选中标签文字',
  // Item (001 §3, §5, §8)
  /** 'sold out' */
  'yanxuanProductPool.item.soldOut': '已售罄',
  'yanxuanProductPool.item.shopStock': '门店有货',
  /** Shop distance (001 §5): under 50 m, metres, km with one decimal */
  'yanxuanProductPool.distance.near': '<50m',
  'yanxuanProductPool.distance.m': '{m}m',
  'yanxuanProductPool.distance.km': '{km}km'
} as const

export type ProductPoolMessageKey = keyof typeof messages
