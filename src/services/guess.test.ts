import { recordingHttp as http } from '../../test/utils/recordingHttp'
import { awardRecordOf, createGuessService, createSubscribeService } from './guess'

describe('guess service (002 §7)', () => {
  it('paths under /campaign-center/api, methods and payloads as 002 §7 lists them', async () => {
    const { client, calls } = http([])
    const s = createGuessService(client)
    await s.detail({ activityCode: 'G' })
    await s.records({ activityCode: 'G' })
    await s.answer({ activityCode: 'G', answer: '回收', sceneId: 3 }).catch(() => undefined)
    await s.fillAddress({ contactName: '张三', contactMobile: '13800000000', address: '北京', activityCode: 'G', recordId: 5 })
    await createSubscribeService(client).status({ activityCode: 'G', sceneId: '3' })
    expect(calls.map((c) => [c.method ?? 'POST', c.path, c.data])).toEqual([
      ['GET', '/campaign-center/api/guess-the-password/activity-detail', { activityCode: 'G' }],
      ['GET', '/campaign-center/api/guess-the-password/user-award-records', { activityCode: 'G' }],
      ['POST', '/campaign-center/api/guess-the-password/take-part-in', { activityCode: 'G', answer: '回收', sceneId: 3 }],
      ['POST', '/campaign-center/api/guess-the-password/fill-in-address', { contactName: '张三', contactMobile: '13800000000', address: '北京', activityCode: 'G', recordId: 5 }],
      ['GET', '/campaign-center/api/subscribe/status', { activityCode: 'G', sceneId: '3' }]
    ])
  })

  it('activity-detail: the scenes of `{ activityScenes }` or a bare list; a scene without an id is dropped, not the list', async () => {
    const scenes = [{ id: 1, status: 2, startDt: '2026-11-26 10:00:00' }, { status: 1 }, { id: '2', status: '1', isSubscribe: true }]
    const wrapped = await createGuessService(http({ activityCode: 'G', activityScenes: scenes }).client).detail({ activityCode: 'G' })
    expect(wrapped.map((s) => s.id)).toEqual([1, '2'])
    expect((await createGuessService(http(scenes).client).detail({ activityCode: 'G' })).length).toBe(2)
    expect(await createGuessService(http(null).client).detail({ activityCode: 'G' })).toEqual([])
  })

  it('records: a record without recordId or awardName is dropped; long texts are cut', async () => {
    const list = await createGuessService(http([{ recordId: 1, awardName: 'x'.repeat(100), sendStatus: '1' }, { awardName: '无编号' }]).client).records({ activityCode: 'G' })
    expect(list).toHaveLength(1)
    expect(list[0].awardName).toHaveLength(60)
  })

  it('take-part-in: the answer result; a win\'s record read on its own (a record that does not fit is none)', async () => {
    const result = await createGuessService(http({ isWin: true, position: 3, activityAwardRecord: { recordId: 9, awardName: '保温杯' } }).client).answer({ activityCode: 'G', answer: 'a', sceneId: 1 })
    expect(awardRecordOf(result.activityAwardRecord)).toMatchObject({ recordId: 9, awardName: '保温杯' })
    expect(awardRecordOf({ awardName: 1 })).toBeUndefined()
    await expect(createGuessService(http('yes').client).answer({ activityCode: 'G', answer: 'a', sceneId: 1 })).rejects.toThrow()
  })

  it('subscribe/status (ours): `{ subscribed }` or a bare boolean', async () => {
    for (const [body, want] of [[{ subscribed: true }, true], [{ subscribed: 0 }, false], [true, true], ['1', true], [null, false]] as const) {
      await expect(createSubscribeService(http(body).client).status({ activityCode: 'G' })).resolves.toBe(want)
    }
  })
})
