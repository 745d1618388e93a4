import { detectWebPlatform } from './detect'

const UA = {
  wechat: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN',
  wechatMiniWebview: 'Mozilla/5.0 (Linux; Android 13; V2203A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/111.0 Mobile Safari/537.36 MicroMessenger/8.0.44 miniProgram/wx1234',
  harmony: 'Mozilla/5.0 (Phone; OpenHarmony 4.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36 ArkWeb/4.1.6.1 Mobile',
  iosApp: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 AHSApp/7.3.0',
  androidApp: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 AHSApp/7.3.0',
  safari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
}

describe('detectWebPlatform', () => {
  it.each([
    ['wechat', UA.wechat],
    ['wechat_mp', UA.wechatMiniWebview],
    ['harmony', UA.harmony],
    ['ios', UA.iosApp],
    ['android', UA.androidApp],
    ['m', UA.safari]
  ])('detects %s', (expected, ua) => {
    expect(detectWebPlatform(ua)).toBe(expected)
  })
})
