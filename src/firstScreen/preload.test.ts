import { drainOnePerTask, preload } from './preload'

beforeEach(() => { document.head.innerHTML = '' })

describe('fetching a file early', () => {
  it('runs a block\'s script, adds a stylesheet, preloads scripts (low) and images (the first high); once each', () => {
    preload('/js/a.js', 'run')
    preload('/css/a.css', 'style')
    preload('/js/b.js', 'script')
    preload('https://img.example/1.png', 'image', true)
    preload('/js/a.js', 'script')
    preload('/css/a.css', 'style')
    const head = [...document.head.children].map((el) => [el.tagName, el.getAttribute('rel'), (el as HTMLLinkElement).as || null, el.getAttribute('fetchpriority'), el.getAttribute('href') ?? el.getAttribute('src')])
    expect(head).toEqual([
      ['SCRIPT', null, null, null, '/js/a.js'],
      ['LINK', 'stylesheet', null, null, '/css/a.css'],
      ['LINK', 'preload', 'script', 'low', '/js/b.js'],
      ['LINK', 'preload', 'image', 'high', 'https://img.example/1.png']
    ])
  })

  it('takes a run script that failed away, so the app\'s own loader asks again', () => {
    preload('/js/a.js', 'run')
    document.head.querySelector('script')!.dispatchEvent(new Event('error'))
    expect(document.head.children).toHaveLength(0)
  })

  it('adds one link per task, none in the task that queued them', () => {
    jest.useFakeTimers()
    const load = jest.fn()
    drainOnePerTask([{ href: '/a', as: 'script', high: false }, { href: '/b', as: 'image', high: true }], load)
    expect(load).not.toHaveBeenCalled()
    jest.advanceTimersToNextTimer()
    expect(load.mock.calls).toEqual([['/a', 'script', false]])
    jest.advanceTimersToNextTimer()
    expect(load.mock.calls).toEqual([['/a', 'script', false], ['/b', 'image', true]])
    jest.useRealTimers()
  })
})
