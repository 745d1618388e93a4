// Must load before anything else touches Taro: a circular import otherwise throws reading `history`.
import * as TaroH5 from '@tarojs/taro-h5'

// The H5 build attaches every API to the default Taro object (plugin-framework-react's api-loader);
// jest does not run that loader, so do the same here: `Taro.setStorageSync`, `Taro.request`, …
const Taro = TaroH5.default as unknown as Record<string, unknown>
for (const [name, api] of Object.entries(TaroH5)) {
  if (name !== 'default' && !(name in Taro)) Taro[name] = api
}

// @tarojs/test-utils-react 0.1.1 calls react-dom/test-utils' act, which React 18.3 flags as deprecated.
// That warning is the library's, not ours; every other console.error still shows.
const consoleError = console.error
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].includes('ReactDOMTestUtils.act')) return
  consoleError(...args)
}

// The builds initialise pxTransform from config/index.ts (design width 375); components that convert
// design px at run time (the Carousel's gap) need the same here.
;(Taro.initPxTransform as (config: unknown) => void)({ designWidth: 375, deviceRatio: { 375: 2, 640: 2.34 / 2, 750: 1, 828: 1.81 / 2 } })
