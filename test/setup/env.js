// Taro's H5 runtime renders nothing unless it believes it is on the web platform.
process.env.TARO_ENV = 'h5'
process.env.TARO_PLATFORM = 'web'

// jsdom has no IntersectionObserver; Taro's lazy-loading Image uses it. Nothing is ever "in view" here.
/* global window */
if (typeof window !== 'undefined' && !window.IntersectionObserver) {
  window.IntersectionObserver = class {
    observe () {}
    unobserve () {}
    disconnect () {}
    takeRecords () { return [] }
  }
}
