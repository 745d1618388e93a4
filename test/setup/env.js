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

// Unit and component tests never reach a network: services and trackers are injected fakes. A real
// request (a test that forgot to inject one) fails loudly instead of silently calling localhost:80.
if (typeof window !== 'undefined') {
  const refuse = (what) => { throw new Error(`a unit test made a real network request (${what}): inject fake services`) }
  window.fetch = (input) => Promise.reject(refuse(`fetch ${typeof input === 'string' ? input : input && input.url}`))
  window.XMLHttpRequest = class { open (method, url) { refuse(`XMLHttpRequest ${method} ${url}`) } }
}

// jsdom lays nothing out: scrolling an element into view (Taro's ScrollView does) is a no-op that tests can spy on.
if (typeof window !== 'undefined' && !window.Element.prototype.scrollIntoView) window.Element.prototype.scrollIntoView = function scrollIntoView () {}
