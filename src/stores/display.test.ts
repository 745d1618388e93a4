import { autorun } from 'mobx'
import { DisplayStore } from './display'

describe('the display store', () => {
  it('reads the host\'s text size when made, and again when asked (the page shown again)', () => {
    let size = { hostScale: 1, nativeScale: 1 }
    const store = new DisplayStore({ textSize: () => size })
    expect(store.display).toEqual({ elderly: false, textScale: 1 })
    const seen: boolean[] = []
    autorun(() => { seen.push(store.display.elderly) })
    size = { hostScale: 1.4, nativeScale: 1 }
    store.read()
    expect(store.display).toEqual({ elderly: true, textScale: 1.5 })
    expect(seen).toEqual([false, true])
  })

  it('the link\'s elderly=1 turns it on at the standard size; elderly=0 keeps it off at a large one', () => {
    const store = new DisplayStore({ textSize: () => ({ hostScale: 1, nativeScale: 1 }) })
    store.ask(true)
    expect(store.display.elderly).toBe(true)
    const large = new DisplayStore({ textSize: () => ({ hostScale: 1.4, nativeScale: 1 }) })
    large.ask(false)
    expect(large.display).toEqual({ elderly: false, textScale: 1.4 })
  })

  it('a host that throws when asked: the design\'s display', () => {
    const store = new DisplayStore({ textSize: () => { throw new Error('no system info') } })
    expect(store.display).toEqual({ elderly: false, textScale: 1 })
  })
})
