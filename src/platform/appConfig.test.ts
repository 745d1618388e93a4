import { hostAppConfig } from './appConfig'

it('WeChat declares its use of the location with the reason shown to the visitor; the other hosts need nothing', () => {
  expect(hostAppConfig('weapp', '用于展示附近门店的距离')).toEqual({
    requiredPrivateInfos: ['getLocation'],
    permission: { 'scope.userLocation': { desc: '用于展示附近门店的距离' } }
  })
  for (const target of ['alipay', 'tt', 'meituan', 'h5', 'harmony-hybrid', undefined]) expect(hostAppConfig(target, 'x')).toEqual({})
})
