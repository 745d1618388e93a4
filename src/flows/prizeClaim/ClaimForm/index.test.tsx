import { mount } from '../../../../test/utils/mount'
import type { FormStep } from '../address'
import type { ClaimFormLabels } from '../claimFormFlow'
import { ClaimFormDialog, ClaimFormPanel } from '.'

const labels: ClaimFormLabels = {
  title: '填写领奖信息', address: '收货地址', pickAddress: '请选择收货地址', name: '收货人', namePlaceholder: '姓名', mobile: '手机号', mobilePlaceholder: '手机',
  warnSave: '保存后无法修改，请谨慎填写', warnSubmit: '提交后无法修改，请谨慎确认', submit: '提交', confirm: '确认提交', back: '返回修改', submitted: '提交成功'
}
const q = (sel: string) => document.querySelector(sel) as HTMLElement | null

async function show (step: FormStep) {
  const handlers = { onChange: jest.fn(), onPickAddress: jest.fn(), onSubmit: jest.fn(), onBack: jest.fn(), onConfirm: jest.fn() }
  const utils = await mount(ClaimFormPanel as never, { values: { address: '北京市朝阳区', name: '张三', mobile: '13800000000' }, step, labels, ...handlers } as never)
  return { utils, ...handlers }
}

describe('claim form (002 §4 "Physical prize address", §5)', () => {
  it('entering: 保存后无法修改，请谨慎填写, the address picks from the book, 提交 submits', async () => {
    const { utils, onPickAddress, onSubmit } = await show('enter')
    expect(q('.claim-form__warning')?.textContent).toBe('保存后无法修改，请谨慎填写')
    utils.fireEvent.click(q('.claim-form__row') as HTMLElement)
    utils.fireEvent.click(q('.claim-form__button--main') as HTMLElement)
    expect([onPickAddress.mock.calls.length, onSubmit.mock.calls.length]).toEqual([1, 1])
  })

  it('confirming: 提交后无法修改，请谨慎确认, the address no longer picks, 返回修改 / 确认提交', async () => {
    const { utils, onPickAddress, onBack, onConfirm } = await show('confirm')
    expect(q('.claim-form__warning')?.textContent).toBe('提交后无法修改，请谨慎确认')
    utils.fireEvent.click(q('.claim-form__row') as HTMLElement)
    expect(onPickAddress).not.toHaveBeenCalled()
    const buttons = Array.from(document.querySelectorAll('.claim-form__button')) as HTMLElement[]
    expect(buttons.map((b) => b.textContent)).toEqual(['返回修改', '确认提交'])
    utils.fireEvent.click(buttons[0])
    utils.fireEvent.click(buttons[1])
    expect([onBack.mock.calls.length, onConfirm.mock.calls.length]).toEqual([1, 1])
  })

  it('for a reader: no dialog of its own (the host is); each field named by its visible label, the address row a button with its label and value', async () => {
    await show('enter')
    expect(q('[role=dialog]')).toBeNull()
    const inputs = Array.from(document.querySelectorAll('.claim-form__input')).map((n) => (n.tagName === 'INPUT' ? n : n.querySelector('input')))
    expect(inputs.map((n) => n?.getAttribute('aria-label'))).toEqual(['收货人', '手机号'])
    const row = q('.claim-form__row') as HTMLElement
    expect([row.getAttribute('role'), row.getAttribute('aria-label'), row.getAttribute('aria-disabled'), row.tabIndex]).toEqual(['button', '收货地址 北京市朝阳区', null, 0])
    expect([q('.claim-form__button--main')?.getAttribute('role'), q('.claim-form__button--main')?.getAttribute('aria-label')]).toEqual(['button', '提交'])
  })

  it('for a reader, confirming: the address row says it is locked; 返回修改 and 确认提交 are buttons', async () => {
    await show('confirm')
    expect(q('.claim-form__row')?.getAttribute('aria-disabled')).toBe('true')
    expect(Array.from(document.querySelectorAll('.claim-form__button')).map((b) => [b.getAttribute('role'), b.getAttribute('aria-label')])).toEqual([['button', '返回修改'], ['button', '确认提交']])
  })

  it('submitted: no button left, only 提交成功', async () => {
    await show('submitted')
    expect(q('.claim-form__button')).toBeNull()
    expect(q('.claim-form__done')?.textContent).toBe('提交成功')
  })
})

describe('the form of a claim flow', () => {
  const flowAt = (step: FormStep | undefined) => ({
    form: step ? { record: {}, values: { address: '北京市朝阳区', name: '张三', mobile: '13800000000' }, step } : undefined,
    edit: jest.fn(), openAddressBook: jest.fn(async () => undefined), submit: jest.fn(), back: jest.fn(), confirm: jest.fn(async () => undefined)
  })

  it('no form (closed, or not yet opened): nothing shown', async () => {
    await mount(ClaimFormDialog as never, { flow: flowAt(undefined), labels } as never)
    expect(q('.claim-form')).toBeNull()
  })

  it('its taps go to the flow: the address to the book, 提交 to submit, 确认提交 to confirm', async () => {
    const entering = flowAt('enter')
    const utils = await mount(ClaimFormDialog as never, { flow: entering, labels } as never)
    utils.fireEvent.click(q('.claim-form__row') as HTMLElement)
    utils.fireEvent.click(q('.claim-form__button--main') as HTMLElement)
    expect([entering.openAddressBook.mock.calls.length, entering.submit.mock.calls.length]).toEqual([1, 1])
    utils.unmout()
    const confirming = flowAt('confirm')
    const again = await mount(ClaimFormDialog as never, { flow: confirming, labels } as never)
    const buttons = Array.from(document.querySelectorAll('.claim-form__button')) as HTMLElement[]
    again.fireEvent.click(buttons[0])
    again.fireEvent.click(buttons[1])
    expect([confirming.back.mock.calls.length, confirming.confirm.mock.calls.length]).toEqual([1, 1])
  })
})
