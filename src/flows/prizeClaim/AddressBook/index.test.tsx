import { act } from 'react'
import { mount } from '../../../../test/utils/mount'
import { storeRoot } from '../../../../test/utils/storeRoot'
import { AddressBook, type AddressBookLabels } from '../addressBook'
import { StoreContext, type RootStore } from '@/stores'
import { AddressBookPanel } from '.'

const labels: AddressBookLabels = { title: '选择收货地址', add: '新增收货地址', edit: '编辑', remove: '删除', isDefault: '默认', setDefault: '设为默认', complete: '去完善', empty: '还没有收货地址' }
const texts = { limit: '最多只能添加20条哦', deleteConfirm: '确定删除收货地址吗？', deleted: '删除成功', done: '操作成功', pickConfirm: '确认使用该地址吗？', ok: '确定', cancel: '取消' }
const q = (sel: string) => document.querySelector(sel) as HTMLElement | null
const qa = (sel: string) => Array.from(document.querySelectorAll(sel)) as HTMLElement[]

function Host ({ root, book, onPick }: { root: RootStore, book: AddressBook, onPick: () => void }) {
  return <StoreContext.Provider value={root}><AddressBookPanel book={book} labels={labels} onPick={onPick} /></StoreContext.Provider>
}

describe('address book panel (002 §5)', () => {
  it('default first, the address cut at 50, a complete-it link without a point of interest; edit opens ShippingAddressEdit(id); picking calls back', async () => {
    const { root, services, platform } = storeRoot({
      userKey: 'u1',
      services: (s) => s.address.list.mockResolvedValue([
        { id: 7, provinceName: '广东省', cityName: '深圳市', districtName: '南山区', detailAddress: '科技园南区8栋', contactName: '王五', contactMobile: '13800000003', isDefault: false },
        { id: 8, provinceName: '上海市', cityName: '上海市', districtName: '浦东新区', pointOfInterest: '陆家嘴环路1000号恒生银行大厦', detailAddress: '35楼前台（工作日九点到十八点收货，周末请放快递柜）', contactName: '李四', contactMobile: '13800000002', isDefault: true }
      ])
    })
    const book = new AddressBook(root, { type: 'lottery', uuid: 'l' }, texts, { ask: async () => false })
    await book.load()
    expect(services.address.list).toHaveBeenCalledTimes(1)
    const onPick = jest.fn()
    const utils = await mount(Host as never, { root, book, onPick } as never)
    expect(qa('.address-book__name').map((n) => n.textContent)).toEqual(['李四', '王五'])
    expect(q('.address-book__tag')?.textContent).toBe('默认')
    expect(qa('.address-book__address')[0].textContent).toHaveLength(50)
    expect(qa('.address-book__action--complete')).toHaveLength(1)
    // For a reader: no dialog of its own (the host is); an entry a button named by what it shows, its actions by their word and the receiver.
    expect(q('[role=dialog]')).toBeNull()
    const named = (sel: string) => qa(sel).map((n) => [n.getAttribute('role'), n.getAttribute('aria-label')])
    expect(named('.address-book__main')[1]).toEqual(['button', '王五 13800000003 广东省深圳市南山区科技园南区8栋'])
    expect(named('.address-book__main')[0][1]).toMatch(/^李四 13800000002 默认 上海市/)
    expect(named('.address-book__action')).toEqual([
      ['button', '编辑 李四'], ['button', '删除 李四'],
      ['button', '去完善 王五'], ['button', '设为默认 王五'], ['button', '编辑 王五'], ['button', '删除 王五']
    ])
    expect(named('.address-book__add')).toEqual([['button', '新增收货地址']])
    utils.fireEvent.click(qa('.address-book__main')[1])
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }))
    await act(async () => { utils.fireEvent.click(q('.address-book__action--complete') as HTMLElement) })
    expect(platform.open).toHaveBeenCalledWith({ kind: 'webHash', hash: '#/address/edit?id=7' })
  })
})
