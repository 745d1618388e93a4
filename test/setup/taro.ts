// Must load before anything else touches Taro: a circular import otherwise throws reading `history`.
import '@tarojs/taro'

// @tarojs/test-utils-react 0.1.1 calls react-dom/test-utils' act, which React 18.3 flags as deprecated.
// That warning is the library's, not ours; every other console.error still shows.
const consoleError = console.error
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].includes('ReactDOMTestUtils.act')) return
  consoleError(...args)
}
