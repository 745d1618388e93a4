import { recordingHttp as http } from '../../test/utils/recordingHttp'
import { ADDRESS_PATHS, createAddressService } from './address'

describe('address service (002 §7)', () => {
  it('GET list (no payload), POST set-default {id}, POST delete {id}; isDefault read as a flag', async () => {
    const { client, calls } = http([{ id: 3, contactName: '张三', isDefault: 1 }, { id: 4, pointOfInterest: null }])
    const s = createAddressService(client)
    const list = await s.list()
    expect(list.map((a) => [a.id, a.isDefault, a.pointOfInterest])).toEqual([[3, true, undefined], [4, false, undefined]])
    await s.setDefault({ id: 3 })
    await s.remove({ id: 4 })
    expect(calls.map((c) => [c.method ?? 'POST', c.path, c.data])).toEqual([
      ['GET', ADDRESS_PATHS.list, undefined],
      ['POST', '/campaign-center/api/user-address/set-default', { id: 3 }],
      ['POST', '/campaign-center/api/user-address/delete', { id: 4 }]
    ])
  })
})
