import { zhCN } from '@/i18n/zh-CN'
import { PlatformError } from '@/platform/rules'
import { GatewayError } from '@/services/envelope'
import { errorDetail, errorMessage, isShownError } from './errors'

describe('errorMessage: a visitor never sees an exception\'s own text (issue 28)', () => {
  it('passes on the gateway\'s and the platform\'s messages (000 §8)', () => {
    expect(errorMessage(new GatewayError('没有权限，请联系管理员', 403, 403))).toBe('没有权限，请联系管理员')
    expect(errorMessage(new PlatformError(zhCN['error.invalidUrl'], 'INVALID_URL'))).toBe('无效的链接')
  })
  it('says the catalogue\'s \'request failed\' for anything else: a TypeError, a thrown string, a host object, nothing', () => {
    for (const error of [new TypeError('e.trim is not a function'), new URIError('URI malformed'), 'boom', { errMsg: 'navigateTo:fail' }, undefined, null]) {
      expect(isShownError(error)).toBe(false)
      expect(errorMessage(error)).toBe(zhCN['error.requestFailed'])
    }
    expect(errorMessage(new RangeError('x'), zhCN['page.failed'])).toBe(zhCN['page.failed'])
  })
  it('keeps the exception\'s text for operators and reports', () => {
    expect(errorDetail(new TypeError('e.trim is not a function'))).toBe('e.trim is not a function')
    expect(errorDetail('boom')).toBe('boom')
    expect(errorDetail(Object.create(null))).toBe('object')
  })
})
