import { recordingHttp as http } from '../../test/utils/recordingHttp'
import { CASHBACK_PATHS, createCashbackService } from './cashback'

describe('cashback service (002 §7)', () => {
  it('paths under /campaign-center/api/activity-transaction-back, methods and payloads; the status call is ours (GET detail {activityCode})', async () => {
    const { client, calls } = http({ status: 1 })
    const s = createCashbackService(client)
    await s.detail({ activityCode: 'CB-1' })
    await s.signUp({ activityCode: 'CB-1' })
    await s.claimRewards({ recordNo: 'R1' })
    await s.claimRewards({ recordNo: 'R2', receiveAddress: { address: '北京市朝阳区', mobile: '13800000000', name: '张三' } })
    await s.awardDetail({ recordNo: 'R1' })
    expect(calls.map((c) => [c.method ?? 'POST', c.path, c.data])).toEqual([
      ['GET', '/campaign-center/api/activity-transaction-back/detail', { activityCode: 'CB-1' }],
      ['POST', '/campaign-center/api/activity-transaction-back/sign-up', { activityCode: 'CB-1' }],
      ['POST', '/campaign-center/api/activity-transaction-back/claim-rewards', { recordNo: 'R1' }],
      ['POST', '/campaign-center/api/activity-transaction-back/claim-rewards', { recordNo: 'R2', receiveAddress: { address: '北京市朝阳区', mobile: '13800000000', name: '张三' } }],
      ['GET', '/campaign-center/api/activity-transaction-back/award-detail', { recordNo: 'R1' }]
    ])
    expect(Object.keys(CASHBACK_PATHS)).toHaveLength(4)
  })

  it('the status answer: tasks and records drop only the entries they cannot read; amounts may be numeric text', async () => {
    const detail = await createCashbackService(http({
      status: 2,
      nextSessionStartDt: '2026-11-24 10:00:00',
      tasks: [{ taskTemplateId: 1, amountSum: '1280.50', targetAmount: 2000 }, { taskTemplateName: '没有编号' }, null],
      records: [{ recordNo: 'R1', receiveStatus: 1 }, { receiveStatus: 2 }]
    }).client).detail({ activityCode: 'CB' })
    expect(detail.tasks).toEqual([{ taskTemplateId: 1, amountSum: 1280.5, targetAmount: 2000 }])
    expect(detail.records?.map((r) => r.recordNo)).toEqual(['R1'])
  })

  it('a status answer without lists still reads; one that is not an object is a bad answer', async () => {
    await expect(createCashbackService(http({ status: 5 }).client).detail({ activityCode: 'CB' })).resolves.toMatchObject({ status: 5 })
    await expect(createCashbackService(http('busy').client).detail({ activityCode: 'CB' })).rejects.toThrow()
  })

  it('award detail: cash data and the parcel (expressNo, expressCompany, address, mobile, name)', async () => {
    const answer = await createCashbackService(http({
      awardName: '蓝牙耳机',
      cashReceiveData: null,
      entityReceiveData: { expressNo: 'SF1', expressCompany: '顺丰速运', address: '北京', mobile: '13800000000', name: '张三' }
    }).client).awardDetail({ recordNo: 'R' })
    expect(answer.entityReceiveData).toEqual({ expressNo: 'SF1', expressCompany: '顺丰速运', address: '北京', mobile: '13800000000', name: '张三' })
  })
})
