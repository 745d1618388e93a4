import {
  ADDRESS_LIMIT, canAddAddress, cleanForm, displayAddress, formEditable, formFromEntry, fullAddress, GUESS_FORM_LIMITS, limitInput,
  LOTTERY_FORM_LIMITS, needsCompletion, nextFormStep, sortAddresses, validateForm, withDefault, type AddressEntry
} from './address'

const entry = (over: Partial<AddressEntry> = {}): AddressEntry => ({
  id: 1, provinceName: '北京市', cityName: '北京市', districtName: '朝阳区', pointOfInterest: '望京SOHO', detailAddress: 'T1 1201', contactName: '张三', contactMobile: '13800000000', isDefault: false, ...over
})

describe('address book (002 §5, §9)', () => {
  it('"at most 20 addresses": a 21st cannot be added', () => {
    expect(ADDRESS_LIMIT).toBe(20)
    const list = (n: number) => Array.from({ length: n }, (_, i) => entry({ id: i }))
    expect(canAddAddress(list(19))).toBe(true)
    expect(canAddAddress(list(20))).toBe(false)
  })

  it('"Displayed address cut to 50 characters"', () => {
    const long = entry({ detailAddress: '幸福路'.repeat(30) })
    expect(fullAddress(long).length).toBeGreaterThan(50)
    expect(displayAddress(long)).toHaveLength(50)
    expect(displayAddress(long)).toBe(fullAddress(long).slice(0, 50))
    expect(displayAddress(entry())).toBe('北京市北京市朝阳区望京SOHOT1 1201')
  })

  it('"An entry without a point of interest shows a complete-it link"', () => {
    expect(needsCompletion(entry())).toBe(false)
    expect(needsCompletion(entry({ pointOfInterest: undefined }))).toBe(true)
    expect(needsCompletion(entry({ pointOfInterest: '  ' }))).toBe(true)
  })

  it('lists the default first and moves the default on set-default', () => {
    const list = [entry({ id: 1 }), entry({ id: 2, isDefault: true }), entry({ id: 3 })]
    expect(sortAddresses(list).map((e) => e.id)).toEqual([2, 1, 3])
    expect(withDefault(list, 3).map((e) => e.isDefault)).toEqual([false, false, true])
  })
})

describe('prize address form (002 §4, §5)', () => {
  it('"address, name and phone are all required, otherwise 请完整填写领奖信息"', () => {
    expect(validateForm({ address: '北京', name: '张三', mobile: '13800000000' })).toBeUndefined()
    expect(validateForm({ address: '', name: '张三', mobile: '13800000000' })).toBe('incomplete')
    expect(validateForm({ address: '北京', name: ' ', mobile: '13800000000' })).toBe('incomplete')
    expect(validateForm({ address: '北京', name: '张三', mobile: '' })).toBe('incomplete')
  })

  it('"Phone input max length 11"; the guessing game\'s "address max 50, name max 10"', () => {
    expect(limitInput('138000000001234', LOTTERY_FORM_LIMITS.mobile)).toBe('13800000000')
    const cleaned = cleanForm({ address: '路'.repeat(60), name: '欧阳'.repeat(6), mobile: ' 138000000009 ' }, GUESS_FORM_LIMITS)
    expect([cleaned.address.length, cleaned.name.length, cleaned.mobile]).toEqual([50, 10, '13800000000'])
    // The prize draw limits only the phone.
    expect(cleanForm({ address: '路'.repeat(60), name: '欧阳'.repeat(6), mobile: '1' }, LOTTERY_FORM_LIMITS).address).toHaveLength(60)
  })

  it('"Enter, confirm (edits locked after submit), submitted"', () => {
    const ok = { address: '北京', name: '张三', mobile: '13800000000' }
    expect(nextFormStep('enter', 'submit', { ...ok, name: '' })).toBe('enter')
    expect(nextFormStep('enter', 'submit', ok)).toBe('confirm')
    expect(nextFormStep('confirm', 'back')).toBe('enter')
    expect(nextFormStep('confirm', 'send')).toBe('submitting')
    expect(nextFormStep('submitting', 'failed')).toBe('confirm')
    expect(nextFormStep('submitting', 'sent')).toBe('submitted')
    for (const event of ['submit', 'back', 'send', 'failed'] as const) expect(nextFormStep('submitted', event, ok)).toBe('submitted')
    expect([formEditable('enter'), formEditable('confirm'), formEditable('submitting'), formEditable('submitted')]).toEqual([true, false, false, false])
  })

  it('fills from an address book entry', () => {
    expect(formFromEntry(entry())).toEqual({ address: '北京市北京市朝阳区望京SOHOT1 1201', name: '张三', mobile: '13800000000' })
  })
})
