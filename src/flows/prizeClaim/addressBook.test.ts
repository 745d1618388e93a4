/** The shared address book (002 §5, §7, §8), driven with a fake platform, services and prompts, and the real guarded action. */
import { slow, TAPPINGS, tap20 } from '../../../test/utils/burst'
import { storeRoot, type StoreRootOptions } from '../../../test/utils/storeRoot'
import { fakePrompts } from '../../../test/utils/fakePrompts'
import { AddressBook, type AddressBookPrompts } from './addressBook'

const T0 = Date.parse('2026-11-23T10:00:00+08:00')
const texts = { limit: '最多只能添加20条哦', deleteConfirm: '确定删除收货地址吗？', deleted: '删除成功', done: '操作成功', pickConfirm: '确认使用该地址吗？', ok: '确定', cancel: '取消' }
const entry = (id: number, over: object = {}) => ({ id, provinceName: '北京市', cityName: '北京市', districtName: '朝阳区', pointOfInterest: 'SOHO', detailAddress: `${id}号`, contactName: '张三', contactMobile: '13800000000', isDefault: false, ...over })

function make (options: StoreRootOptions = {}) {
  jest.useFakeTimers({ now: T0 })
  const made = storeRoot({ userKey: 'u1', ...options })
  const prompts = fakePrompts<AddressBookPrompts>({ ask: false })
  const book = new AddressBook(made.root, { type: 'lottery', uuid: 'l-1' }, texts, prompts.prompts)
  return { ...made, book, prompts }
}

afterEach(() => { jest.useRealTimers() })

describe('address book: 20 taps in one tick or over a second, against a slow gateway or host (tests in tiers)', () => {
  it.each(TAPPINGS)('设为默认 tapped 20 times %s against a slow gateway: one set-default, one 操作成功', async (how) => {
    const { book, services, platform } = make({ services: (s) => { s.address.list.mockResolvedValue([entry(1, { isDefault: true }), entry(2)]); s.address.setDefault.mockImplementation(slow(true)) } })
    await book.load()
    await tap20(how, () => book.setDefault(2))
    expect(services.address.setDefault).toHaveBeenCalledTimes(1)
    expect(services.address.setDefault).toHaveBeenCalledWith({ id: 2 })
    expect((platform.toast as jest.Mock).mock.calls).toEqual([['操作成功']])
    expect(book.sorted.map((e) => e.id)).toEqual([2, 1])
  })

  it.each(TAPPINGS)('删除 tapped 20 times %s: one 确定删除收货地址吗？; confirmed against a slow gateway, one delete, one 删除成功', async (how) => {
    const { book, services, platform, prompts } = make({ services: (s) => { s.address.list.mockResolvedValue([entry(1), entry(2)]); s.address.remove.mockImplementation(slow(true)) } })
    await book.load()
    const taps: Array<Promise<void>> = []
    await tap20(how, () => { taps.push(book.remove(2)) })
    expect(prompts.open).toHaveLength(1)
    prompts.answer(true, 'ask')
    await jest.advanceTimersByTimeAsync(2000)
    await Promise.all(taps)
    expect(services.address.remove).toHaveBeenCalledTimes(1)
    expect((platform.toast as jest.Mock).mock.calls).toEqual([['删除成功']])
    expect(book.sorted.map((e) => e.id)).toEqual([1])
  })

  it.each(TAPPINGS)('新增收货地址 tapped 20 times %s, the host slow to open its page: one ShippingAddressAdd, no toast', async (how) => {
    const { book, platform } = make({ platform: { open: jest.fn(slow(undefined)) }, services: (s) => s.address.list.mockResolvedValue([entry(1)]) })
    await book.load()
    await tap20(how, () => book.add())
    expect(platform.open).toHaveBeenCalledTimes(1)
    expect(platform.toast).not.toHaveBeenCalled()
  })

  it.each(TAPPINGS)('编辑 tapped 20 times %s, the host slow to open its page: one ShippingAddressEdit(id), no toast', async (how) => {
    const { book, platform } = make({ platform: { open: jest.fn(slow(undefined)) }, services: (s) => s.address.list.mockResolvedValue([entry(7)]) })
    await book.load()
    await tap20(how, () => book.edit(7))
    expect(platform.open).toHaveBeenCalledTimes(1)
    expect(platform.open).toHaveBeenCalledWith({ kind: 'webHash', hash: '#/address/edit?id=7' })
    expect(platform.toast).not.toHaveBeenCalled()
  })

  // At 20 addresses each tap said 最多只能添加20条哦: 20 taps were 20 toasts.
  it.each(TAPPINGS)('新增收货地址 at 20 addresses tapped 20 times %s: one 最多只能添加20条哦, no page', async (how) => {
    const { book, platform } = make({ services: (s) => s.address.list.mockResolvedValue(Array.from({ length: 20 }, (_, i) => entry(i + 1))) })
    await book.load()
    await tap20(how, () => book.add())
    expect(platform.open).not.toHaveBeenCalled()
    expect((platform.toast as jest.Mock).mock.calls).toEqual([['最多只能添加20条哦']])
  })

  // Against a fast gateway, twenty taps over a second were twenty set-default calls and twenty 操作成功.
  it('设为默认 tapped 20 times over a second against a fast gateway: one set-default, one 操作成功', async () => {
    const { book, services, platform } = make({ services: (s) => { s.address.list.mockResolvedValue([entry(1, { isDefault: true }), entry(2)]); s.address.setDefault.mockResolvedValue(true) } })
    await book.load()
    await tap20('over a second', () => book.setDefault(2))
    expect(services.address.setDefault).toHaveBeenCalledTimes(1)
    expect((platform.toast as jest.Mock).mock.calls).toEqual([['操作成功']])
  })
})

