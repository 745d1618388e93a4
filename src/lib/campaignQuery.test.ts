import { parseCampaignQuery } from './campaignQuery'

describe('campaign query (000 §2, §5)', () => {
  it('reads every parameter from the hash route', () => {
    expect(parseCampaignQuery('http://h/#/pages/campaign/index?activityId=a1&cityId=12&preview=1&agent=huawei&source=push&ticket=t1'))
      .toEqual({ activityId: 'a1', cityId: 12, preview: true, agent: 'huawei', source: 'push', ticket: 't1' })
  })

  it('uses the last ticket when there are several', () => {
    expect(parseCampaignQuery('http://h/?ticket=first#/pages/campaign/index?activityId=1&ticket=second&ticket=third').ticket).toBe('third')
  })

  it('switches to preview on any value, even an empty one', () => {
    expect(parseCampaignQuery('http://h/#/p?activityId=1&preview').preview).toBe(true)
    expect(parseCampaignQuery('http://h/#/p?activityId=1&preview=0').preview).toBe(true)
    expect(parseCampaignQuery('http://h/#/p?activityId=1').preview).toBe(false)
  })

  it('has no activityId when it is missing or empty', () => {
    expect(parseCampaignQuery('http://h/#/p').activityId).toBeUndefined()
    expect(parseCampaignQuery('http://h/#/p?activityId=').activityId).toBeUndefined()
  })

  it('parses cityId as a base-10 integer', () => {
    const cityId = (query: string) => parseCampaignQuery(`http://h/#/p?activityId=1${query}`).cityId
    expect(cityId('&cityId=010')).toBe(10)
    expect(cityId('&cityId=12abc')).toBe(12)
    expect(cityId('&cityId=abc')).toBeUndefined()
    expect(cityId('&cityId=')).toBeUndefined()
    expect(cityId('')).toBeUndefined()
  })
})
