import { recordingHttp as http } from '../../test/utils/recordingHttp'
import { createLotteryService, DRAW_CALL_TIMEOUT_MS, LOTTERY_PATHS } from './lottery'

describe('lottery service (002 §7)', () => {
  it('paths under /campaign-center/api, methods and payloads as 002 §7 lists them; the draw waits 2300 ms', async () => {
    const { client, calls } = http(3)
    const s = createLotteryService(client)
    await s.quota({ templateId: 7 })
    await s.draw({ templateId: 7 }).catch(() => undefined)
    await s.eligible({ templateId: 7 })
    await s.checkIn({ templateId: 7 })
    await s.receiveAward({ lotteryRecordId: 5, address: '北京', username: '张三', mobile: '13800000000' })
    await s.tasks({ templateId: 7, cityId: 1 })
    await s.records({ templateId: 7 })
    expect(calls.map((c) => [c.method ?? 'POST', c.path, c.data])).toEqual([
      ['GET', '/campaign-center/api/lottery/quota', { templateId: 7 }],
      ['POST', '/campaign-center/api/lottery/take-part-in', { templateId: 7 }],
      ['POST', '/campaign-center/api/lottery/check-rule', { templateId: 7 }],
      ['POST', '/campaign-center/api/lottery/check-in', { templateId: 7 }],
      ['POST', '/campaign-center/api/lottery/receive-award', { lotteryRecordId: 5, address: '北京', username: '张三', mobile: '13800000000' }],
      ['GET', '/campaign-center/api/lottery/task-list', { templateId: 7, cityId: 1 }],
      ['GET', '/campaign-center/api/lottery/recode-list', { templateId: 7 }]
    ])
    expect(calls[1].timeout).toBe(2300)
    expect(DRAW_CALL_TIMEOUT_MS).toBe(2300)
    expect(Object.keys(LOTTERY_PATHS)).toHaveLength(7)
  })

  it('quota: a number, numeric text or { quota }; never negative', async () => {
    for (const [body, want] of [[5, 5], ['12', 12], [{ quota: 1000 }, 1000], [-3, 0]] as const) {
      await expect(createLotteryService(http(body).client).quota({ templateId: 1 })).resolves.toBe(want)
    }
    await expect(createLotteryService(http('lots').client).quota({ templateId: 1 })).rejects.toThrow()
  })

  it('check-rule: "data is a boolean"', async () => {
    await expect(createLotteryService(http(true).client).eligible({ templateId: 1 })).resolves.toBe(true)
    await expect(createLotteryService(http(false).client).eligible({ templateId: 1 })).resolves.toBe(false)
    await expect(createLotteryService(http(null).client).eligible({ templateId: 1 })).resolves.toBe(false)
  })

  it('lists drop only the entries they cannot read (a record without id, a task without type)', async () => {
    const records = await createLotteryService(http({ list: [{ id: 1, awardName: '耳机', awardStatus: 1 }, { awardName: '无编号', awardStatus: 1 }, null] }).client).records({ templateId: 1 })
    expect(records.map((r) => r.id)).toEqual([1])
    const tasks = await createLotteryService(http([{ type: 1, status: 0, rule: 1, completedCount: '0', taskTimes: 1, lotteryTimes: 1 }, { status: 1 }]).client).tasks({ templateId: 1 })
    expect(tasks).toEqual([{ type: 1, status: 0, rule: 1, completedCount: 0, taskTimes: 1, lotteryTimes: 1 }])
  })

  it('the draw answer keeps status, awardId, recordId and the prize fields', async () => {
    const answer = await createLotteryService(http({ status: 'yes', awardId: 11, recordId: 'r-1', awardName: '耳机', awardType: 1 }).client).draw({ templateId: 1 })
    expect(answer).toMatchObject({ status: 'yes', awardId: 11, recordId: 'r-1', awardName: '耳机', awardType: 1 })
  })
})
