import { t } from '@/i18n'
import { resolveClick } from '@/renderer/redirects/model'
import { FRONT_CATEGORY, RULE_UNLIMITED, TASK_TIP_MS, TASK_TYPES, taskButton, taskDestination, taskName, taskProgress, taskStateOf, taskTypeOf } from './tasks'

const PAGE = 'http://127.0.0.1:8787/#/pages/campaign/index?activityId=lottery'
const opened = (task: Parameters<typeof taskDestination>[0], platform: 'wechat_mp' | 'ios' | 'm' = 'wechat_mp') => resolveClick(taskDestination(task), platform, PAGE)

describe('a task\'s name', () => {
  it('the answer\'s own name first; else its type\'s name, "01" read as 1; else the generic label, never blank', () => {
    expect(taskName({ type: taskTypeOf('01'), name: undefined })).toBe('每日签到')
    expect(taskName({ type: taskTypeOf('007'), name: undefined })).toBe('奢品下单')
    expect(taskName({ type: taskTypeOf('01'), name: '签到领次数' })).toBe('签到领次数')
    expect(taskName({ type: taskTypeOf('99'), name: '下载App' })).toBe('下载App')
    expect(taskName({ type: taskTypeOf('99'), name: undefined })).toBe(t('lottery.task.generic'))
    expect(taskName({ type: taskTypeOf('x1'), name: '  ' })).toBe(t('lottery.task.generic'))
    expect(t('lottery.task.generic')).toBe('活动任务')
  })
})

describe('task types (002 §3: numbers not shown, defined once)', () => {
  it('30 types numbered 1… in 002\'s order, each number once, and every one has a name in the catalogue', () => {
    const numbers = Object.values(TASK_TYPES)
    expect(numbers).toHaveLength(30)
    expect(new Set(numbers).size).toBe(30)
    expect(taskTypeOf(1)).toBe('signIn')
    expect(taskTypeOf('18')).toBe('arrivalShopOrder')
    expect(taskTypeOf(99)).toBeUndefined()
    for (const n of numbers) expect(t(`lottery.taskType.${n}` as 'lottery.taskType.1')).toMatch(/\S/)
  })

  it('"rule (2 means unlimited)"; "Task tip auto-hides after 5 s"', () => {
    expect(RULE_UNLIMITED).toBe(2)
    expect(TASK_TIP_MS).toBe(5000)
  })
})

describe('task button (002 §4)', () => {
  it('Completed shows done; not started or ended shows that state', () => {
    expect(taskButton({ type: 'signIn', state: 'completed' }, 'ongoing')).toEqual({ label: 'lottery.task.done', action: 'none', disabled: true })
    expect(taskButton({ type: 'vip', state: 'notStarted' }, 'ongoing').label).toBe('lottery.task.notStarted')
    expect(taskButton({ type: 'vip', state: 'ended' }, 'ongoing').label).toBe('lottery.task.ended')
  })

  it('"Drawing and tasks work only while ongoing": not started and ended show that state on every task not done, and a tap says so', () => {
    for (const type of ['signIn', 'giftCard', 'arrivalShopOrder', undefined] as const) {
      expect(taskButton({ type, state: 'incomplete' }, 'notStarted')).toEqual({ label: 'lottery.task.notStarted', action: 'closed', disabled: true })
      expect(taskButton({ type, state: 'incomplete' }, 'ended')).toEqual({ label: 'lottery.task.ended', action: 'closed', disabled: true })
    }
    expect(taskButton({ type: 'signIn', state: 'completed' }, 'ended').label).toBe('lottery.task.done')
    expect([t('lottery.task.notStarted'), t('lottery.task.ended')]).toEqual(['未开始', '已结束'])
  })

  it('the sign-in task calls check-in; other tasks navigate; the arrival-shop task shows its hint; unknown → 暂不支持此任务', () => {
    expect(taskButton({ type: 'signIn', state: 'incomplete' }, 'ongoing').action).toBe('checkIn')
    expect(taskButton({ type: 'giftCard', state: 'incomplete' }, 'ongoing').action).toBe('navigate')
    expect(taskButton({ type: 'arrivalShopOrder', state: 'incomplete' }, 'ongoing').action).toBe('hint')
    expect(taskButton({ type: undefined, state: 'incomplete' }, 'ongoing').action).toBe('unsupported')
    expect(t('lottery.error.unknownTask')).toBe('暂不支持此任务')
    expect(t('lottery.task.arrivalShopHint')).toContain('核销')
  })

  it('status values read as completed / not started / ended / incomplete', () => {
    expect([1, 'COMPLETED', true, 2, 3, 0, undefined].map(taskStateOf)).toEqual(['completed', 'completed', 'completed', 'notStarted', 'ended', 'incomplete', 'incomplete'])
  })

  it('progress: unlimited counts what is done; others done/times; the arrival-shop limit is hidden', () => {
    expect(taskProgress({ type: 'signIn', unlimited: false, completedCount: 1, taskTimes: 1 })).toEqual({ key: 'lottery.task.progress', params: { done: 1, total: 1 } })
    expect(taskProgress({ type: 'mobileRecycle', unlimited: true, completedCount: 4, taskTimes: 0 })).toEqual({ key: 'lottery.task.unlimited', params: { done: 4 } })
    expect(taskProgress({ type: 'arrivalShopOrder', unlimited: false, completedCount: 0, taskTimes: 3 })).toBeUndefined()
  })
})

describe('where a task leads (002 §2)', () => {
  it('category list with frontCategoryId 50, 86, 6, 7, 8, 17, 9', () => {
    expect(Object.values(FRONT_CATEGORY)).toEqual([50, 86, 6, 7, 8, 17, 9])
    expect(opened({ type: 'liquorOrder' })).toEqual({ kind: 'miniPage', path: '/pages/category/index?frontCategoryId=50', tab: false })
    expect(opened({ type: 'giftCard' })).toMatchObject({ path: '/pages/category/index?frontCategoryId=86' })
    expect(opened({ type: 'computerRecycle' })).toMatchObject({ path: '/pages/category/index?frontCategoryId=7' })
    expect(opened({ type: 'tabletInquiry' })).toMatchObject({ path: '/pages/category/index?frontCategoryId=8' })
    expect(opened({ type: 'intelligentRecycle' })).toMatchObject({ path: '/pages/category/index?frontCategoryId=17' })
    expect(opened({ type: 'photographyInquiry' })).toMatchObject({ path: '/pages/category/index?frontCategoryId=9' })
  })

  it('Inquery with productId, Trade with inquiryKey; named pages in the app', () => {
    expect(opened({ type: 'mobileInquiry', productId: '2001' })).toMatchObject({ path: '/pages/inquiry/index?productId=2001' })
    expect(opened({ type: 'recycleOrder', inquiryKey: 'k-9' })).toMatchObject({ path: '/pages/trade/index?inquiryKey=k-9' })
    expect(opened({ type: 'diamondOrder' }, 'ios')).toEqual({ kind: 'appDeepLink', url: 'ahsapp://Diamond' })
    for (const [type, page] of [['selected', 'Selected'], ['gold', 'Gold'], ['clothing', 'Clothing'], ['aflOrder', 'Afl'], ['returnGift', 'ReturnWithGift'], ['vip', 'Wallet']] as const) {
      expect(opened({ type }, 'ios')).toEqual({ kind: 'appDeepLink', url: `ahsapp://${page}` })
    }
  })

  it('the invite mini-program page with from=avatar', () => {
    expect(opened({ type: 'invite' })).toEqual({ kind: 'miniPage', path: '/pages/invite/index?from=avatar', tab: false })
    expect(opened({ type: 'invite' }, 'm')).toEqual({ kind: 'none' })
    expect(taskDestination({ type: 'signIn' })).toBeUndefined()
    expect(taskDestination({ type: 'arrivalShopOrder' })).toBeUndefined()
  })
})
