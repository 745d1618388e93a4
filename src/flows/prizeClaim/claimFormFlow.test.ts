/** The shared claim form (002 §4 "Physical prize address", §5), driven with a fake platform, services and prompts, and the real guarded action. */
import { NAVIGATION_LOCK_MS } from '@/renderer/click'
import { slow, TAPPINGS, tap20 } from '../../../test/utils/burst'
import { answered, storeRoot, type StoreRootOptions } from '../../../test/utils/storeRoot'
import { AddressBook } from './addressBook'
import type { ClaimForm, FormLimits } from './address'
import { ClaimFormFlow, type ClaimFormTexts, type ClaimPrompts } from './claimFormFlow'
import type { Question } from './addressBook'
import { fakePrompts } from '../../../test/utils/fakePrompts'

const T0 = Date.parse('2026-11-23T10:00:00+08:00')
const component = { type: 'prizeProbe', uuid: 'p-1' }

/** Texts of their own, to tell they are the block's (not a shared default). */
const texts: ClaimFormTexts = {
  incomplete: '表单不完整（块）',
  form: {
    title: '填写', address: '地址', pickAddress: '选地址', name: '姓名', namePlaceholder: '姓名？', mobile: '手机', mobilePlaceholder: '手机？',
    warnSave: '保存警告', warnSubmit: '提交警告', submit: '提交', confirm: '确认', back: '返回', submitted: '已提交（块）'
  },
  addresses: { title: '地址簿', add: '新增', edit: '编辑', remove: '删除', isDefault: '默认', setDefault: '设默认', complete: '完善', empty: '无' }
}
const bookTexts = { limit: '上限', deleteConfirm: '删？', deleted: '删了', done: '好了', pickConfirm: '用这个地址？', ok: '是', cancel: '否' }

interface Prize { id: number }

/** 002 §5: one form limits only the phone input (11); the other also the address (50) and the name (10). */
const PHONE_ONLY: FormLimits = { mobile: 11 }
const ALL_THREE: FormLimits = { address: 50, name: 10, mobile: 11 }

function make (limits: FormLimits, send: (record: Prize, values: ClaimForm) => Promise<boolean>, options: StoreRootOptions = { userKey: 'u1' }) {
  jest.useFakeTimers({ now: T0 })
  const made = storeRoot(options)
  const prompts = fakePrompts<ClaimPrompts>({ claimForm: undefined, addressPicker: undefined, ask: false })
  const book = new AddressBook(made.root, component, bookTexts, prompts.prompts)
  const sent = jest.fn(send)
  const flow = new ClaimFormFlow<Prize>(made.root, book, prompts.prompts, { key: 'probe:p-1', idOf: (r) => String(r.id), limits, texts, send: sent })
  return { ...made, flow, sent, prompts }
}

const ok = async () => true
const filled = { address: '北京市朝阳区SOHO3号', name: '张三', mobile: '13800000000' }
/** The question asked, else the name of the prompt open. */
const topTitle = (prompts: ReturnType<typeof make>['prompts']) => {
  const top = prompts.top
  return top?.name === 'ask' ? (top.args[0] as Question).title : top?.name
}

async function atConfirm (flow: ClaimFormFlow<Prize>) {
  void flow.open({ id: 5 })
  await answered()
  for (const [field, value] of Object.entries(filled)) flow.edit(field as keyof ClaimForm, value)
  flow.submit()
  expect(flow.form?.step).toBe('confirm')
}

afterEach(() => jest.useRealTimers())

describe('the claim form flow', () => {
  it('20 taps in a tick open one form of the record, in the dialog host; closing it drops the form', async () => {
    const { flow, prompts } = make(PHONE_ONLY, ok)
    for (let i = 0; i < 20; i++) void flow.open({ id: 5 })
    await answered()
    expect(prompts.open).toHaveLength(1)
    expect(flow.form).toEqual({ record: { id: 5 }, values: { address: '', name: '', mobile: '' }, step: 'enter' })
    prompts.dismiss()
    await answered()
    expect(flow.form).toBeUndefined()
  })

  it('a guest goes to log in and gets no form', async () => {
    const { flow, platform } = make(PHONE_ONLY, ok, {})
    await flow.open({ id: 5 })
    expect(platform.login).toHaveBeenCalledTimes(1)
    expect(flow.form).toBeUndefined()
  })

  it('a field left empty: the block\'s incomplete text, and the form stays to be entered', async () => {
    const { flow, platform } = make(PHONE_ONLY, ok)
    void flow.open({ id: 5 })
    await answered()
    flow.edit('name', '张三')
    flow.edit('mobile', '13800000000')
    flow.submit()
    await answered()
    expect(platform.toast).toHaveBeenLastCalledWith('表单不完整（块）')
    expect(flow.form?.step).toBe('enter')
    flow.edit('address', '   ')
    jest.advanceTimersByTime(NAVIGATION_LOCK_MS)
    flow.submit()
    await answered()
    expect(platform.toast).toHaveBeenCalledTimes(2)
    expect(flow.form?.step).toBe('enter')
  })

  it('20 taps on 提交 of an incomplete form, in a tick or over a second, say it once (the sweep counted 20 toasts); a tap after typing says it again', async () => {
    const { flow, platform } = make(PHONE_ONLY, ok)
    void flow.open({ id: 5 })
    await answered()
    for (let i = 0; i < 20; i++) flow.submit()
    await answered()
    expect(platform.toast).toHaveBeenCalledTimes(1)
    jest.advanceTimersByTime(NAVIGATION_LOCK_MS)
    for (let i = 0; i < 20; i++) {
      flow.submit()
      await answered()
      jest.advanceTimersByTime(50)
    }
    expect(platform.toast).toHaveBeenCalledTimes(2)
    expect(platform.toast).toHaveBeenLastCalledWith('表单不完整（块）')
    // Typed into, and tapped at once: another attempt, said again.
    flow.edit('name', '张三')
    flow.submit()
    await answered()
    expect(platform.toast).toHaveBeenCalledTimes(3)
    // Filled, it goes on at once: the burst's window holds the toast only.
    for (const [field, value] of Object.entries(filled)) flow.edit(field as keyof ClaimForm, value)
    flow.submit()
    expect(flow.form?.step).toBe('confirm')
  })

  it('a form that limits the phone (002 §5): cut at 11 as typed, address and name as they are', async () => {
    const { flow } = make(PHONE_ONLY, ok)
    void flow.open({ id: 5 })
    await answered()
    flow.edit('mobile', '138000000001234')
    flow.edit('name', '一二三四五六七八九十十一')
    flow.edit('address', 'x'.repeat(60))
    expect(flow.form?.values).toEqual({ mobile: '13800000000', name: '一二三四五六七八九十十一', address: 'x'.repeat(60) })
  })

  it('a form that limits all three (002 §5): address 50, name 10, phone 11, as typed and as picked', async () => {
    const { flow, services, prompts } = make(ALL_THREE, ok)
    void flow.open({ id: 5 })
    await answered()
    flow.edit('address', 'x'.repeat(60))
    flow.edit('name', '一二三四五六七八九十十一')
    flow.edit('mobile', '138000000001234')
    expect(flow.form?.values).toEqual({ address: 'x'.repeat(50), name: '一二三四五六七八九十', mobile: '13800000000' })
    flow.edit('address', '')
    services.address.list.mockResolvedValue([])
    const picking = flow.pick({ id: 1, detailAddress: '路'.repeat(60), contactName: '张三', contactMobile: '13800000000', isDefault: true }, () => undefined)
    await answered()
    prompts.answer(true, 'ask')
    await picking
    expect(flow.form?.values.address).toBe('路'.repeat(50))
    expect(flow.form?.step).toBe('confirm')
  })

  it('the confirmation locks the fields; 返回 goes back to editing', async () => {
    const { flow } = make(PHONE_ONLY, ok)
    await atConfirm(flow)
    flow.edit('name', '李四')
    expect(flow.form?.values.name).toBe('张三')
    flow.back()
    expect(flow.form?.step).toBe('enter')
    flow.edit('name', '李四')
    expect(flow.form?.values.name).toBe('李四')
  })

  it('确认提交: 20 taps in a tick send once, the values trimmed; the block\'s 提交成功 and the form locked for good', async () => {
    const { flow, sent, platform } = make(PHONE_ONLY, ok)
    void flow.open({ id: 5 })
    await answered()
    flow.edit('address', ' 北京市朝阳区SOHO3号 ')
    flow.edit('name', '张三 ')
    flow.edit('mobile', '13800000000')
    flow.submit()
    await Promise.all(Array.from({ length: 20 }, () => flow.confirm()))
    expect(sent).toHaveBeenCalledTimes(1)
    expect(sent).toHaveBeenCalledWith({ id: 5 }, filled)
    expect(flow.form?.step).toBe('submitted')
    expect(platform.toast).toHaveBeenLastCalledWith('已提交（块）')
    flow.back()
    flow.edit('name', '李四')
    await flow.confirm()
    expect(flow.form?.step).toBe('submitted')
    expect(flow.form?.values.name).toBe('张三')
    expect(sent).toHaveBeenCalledTimes(1)
  })

  it('while the call is out the form shows it is sending, and takes no tap', async () => {
    let answer: (ok: boolean) => void = () => undefined
    const { flow, sent } = make(PHONE_ONLY, () => new Promise<boolean>((resolve) => { answer = resolve }))
    await atConfirm(flow)
    const confirming = flow.confirm()
    expect(flow.form?.step).toBe('submitting')
    flow.back()
    void flow.confirm()
    await answered()
    expect(flow.form?.step).toBe('submitting')
    answer(true)
    await confirming
    expect(sent).toHaveBeenCalledTimes(1)
    expect(flow.form?.step).toBe('submitted')
  })

  it('a failed call (the block said why) goes back to the confirmation: no 提交成功, and it may be confirmed again', async () => {
    const results = [false, true]
    const { flow, sent, platform } = make(PHONE_ONLY, async () => results.shift() ?? false)
    await atConfirm(flow)
    await flow.confirm()
    expect(flow.form?.step).toBe('confirm')
    expect(platform.toast).not.toHaveBeenCalledWith('已提交（块）')
    await flow.confirm()
    expect(sent).toHaveBeenCalledTimes(2)
    expect(flow.form?.step).toBe('submitted')
  })

  it('a call that throws counts as failed', async () => {
    const { flow } = make(PHONE_ONLY, async () => { throw new Error('boom') })
    await atConfirm(flow)
    await flow.confirm()
    expect(flow.form?.step).toBe('confirm')
  })

  it('the form and the book closed on their mask open again on the very next tap (no throttle behind the lock)', async () => {
    const { flow, services, prompts } = make(PHONE_ONLY, ok)
    void flow.open({ id: 5 })
    await answered()
    void flow.openAddressBook()
    await answered()
    expect(prompts.open).toHaveLength(2)
    prompts.dismiss()
    await answered()
    void flow.openAddressBook()
    await answered()
    expect(prompts.open).toHaveLength(2)
    expect(services.address.list).toHaveBeenCalledTimes(2)
    prompts.dismiss()
    prompts.dismiss()
    await answered()
    expect(flow.form).toBeUndefined()
    void flow.open({ id: 5 })
    await answered()
    expect(flow.form).toMatchObject({ record: { id: 5 }, step: 'enter' })
  })

  it('the answer of a form closed meanwhile changes no other form', async () => {
    let answer: (ok: boolean) => void = () => undefined
    const { flow, prompts } = make(PHONE_ONLY, () => new Promise<boolean>((resolve) => { answer = resolve }))
    await atConfirm(flow)
    const confirming = flow.confirm()
    prompts.dismiss()
    await answered()
    expect(flow.form).toBeUndefined()
    jest.advanceTimersByTime(1000)
    void flow.open({ id: 6 })
    await answered()
    answer(true)
    await confirming
    expect(flow.form).toMatchObject({ record: { id: 6 }, step: 'enter' })
  })

  it('picking an address asks first (the block\'s text): cancelled, nothing changes; confirmed, the book closes and the form goes to its confirmation', async () => {
    const { flow, prompts } = make(PHONE_ONLY, ok)
    void flow.open({ id: 5 })
    await answered()
    const entry = { id: 3, provinceName: '北京市', districtName: '朝阳区', pointOfInterest: 'SOHO', detailAddress: '3号', contactName: '张三', contactMobile: '13800000000', isDefault: false }
    const closed = jest.fn()
    const refused = flow.pick(entry, closed)
    await answered()
    expect(topTitle(prompts)).toBe('用这个地址？')
    prompts.answer(false, 'ask')
    await refused
    expect(closed).not.toHaveBeenCalled()
    expect(flow.form).toMatchObject({ values: { address: '', name: '', mobile: '' }, step: 'enter' })
    const picking = flow.pick(entry, closed)
    await answered()
    prompts.answer(true, 'ask')
    await picking
    expect(closed).toHaveBeenCalledTimes(1)
    expect(flow.form).toMatchObject({ values: filled, step: 'confirm' })
  })

  it('the address book: 20 taps ask the list once and open one book over the form; it is "picking" while up', async () => {
    const { flow, services, prompts } = make(PHONE_ONLY, ok)
    void flow.open({ id: 5 })
    await answered()
    for (let i = 0; i < 20; i++) void flow.openAddressBook()
    await answered()
    expect(services.address.list).toHaveBeenCalledTimes(1)
    expect(prompts.open).toHaveLength(2)
    expect(flow.picking).toBe(true)
    prompts.dismiss()
    await answered()
    expect(flow.picking).toBe(false)
    expect(prompts.open).toHaveLength(1)
  })
})

describe('the claim form flow: 20 taps in one tick or over a second, against a slow gateway (tests in tiers)', () => {
  it.each(TAPPINGS)('填写收货地址 tapped 20 times %s: one form, no toast', async (how) => {
    const { flow, platform, prompts } = make(PHONE_ONLY, ok)
    await tap20(how, () => { void flow.open({ id: 5 }) })
    expect(prompts.open).toHaveLength(1)
    expect(flow.form).toMatchObject({ record: { id: 5 }, step: 'enter' })
    expect(platform.toast).not.toHaveBeenCalled()
  })

  it.each(TAPPINGS)('确认提交 tapped 20 times %s against a slow gateway: one call, one 提交成功', async (how) => {
    const { flow, sent, platform } = make(PHONE_ONLY, slow(true))
    await atConfirm(flow)
    await tap20(how, () => flow.confirm())
    expect(sent).toHaveBeenCalledTimes(1)
    expect(flow.form?.step).toBe('submitted')
    expect((platform.toast as jest.Mock).mock.calls).toEqual([['已提交（块）']])
  })

  it.each(TAPPINGS)('选地址 tapped 20 times %s against a slow address list: one list call, one book over the form, no toast', async (how) => {
    const { flow, services, platform, prompts } = make(PHONE_ONLY, ok, { userKey: 'u1', services: (s) => s.address.list.mockImplementation(slow([])) })
    void flow.open({ id: 5 })
    await answered()
    await tap20(how, () => { void flow.openAddressBook() })
    expect(services.address.list).toHaveBeenCalledTimes(1)
    expect(prompts.open).toHaveLength(2)
    expect(platform.toast).not.toHaveBeenCalled()
  })
})
