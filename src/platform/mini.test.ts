import { pageQuery } from './mini'

describe("the page's query from Taro's router params", () => {
  it("drops Taro's own key and decodes once where the host hands values encoded (WeChat, Meituan)", () => {
    expect(pageQuery({ activityId: 'a1', agent: 'ahs%20app', $taroTimestamp: 1700000000000 }, true)).toEqual({ activityId: 'a1', agent: 'ahs app' })
  })

  it('leaves values alone where the host decoded them already (Alipay, Toutiao): a literal % survives', () => {
    expect(pageQuery({ activityId: 'a1', note: '100%off' }, false)).toEqual({ activityId: 'a1', note: '100%off' })
    expect(pageQuery({ bad: '%E4%' }, true)).toEqual({ bad: '%E4%' })
    expect(pageQuery(undefined, true)).toEqual({})
  })
})
