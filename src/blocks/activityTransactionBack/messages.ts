/**
 * The transaction cashback campaign's visible texts (merged into the zh-CN
 * catalogue). 002 quotes 报名成功 (§8); the rest is ours, listed in
 * this folder's README.md.
 */
export const messages = {
  'config.cashback.noCode': '缺少活动编码 activityCode',
  // Sign-up and subscribe (002 §4, §8)
  'cashback.signUp.success': '报名成功',
  /** Ours: the buttons when the status call gives no image for the state */
  'cashback.state.1': '立即报名',
  'cashback.state.2': '已报名，完成任务领返现',
  'cashback.state.3': '提醒我',
  'cashback.state.4': '已预约，开始前提醒您',
  'cashback.state.5': '名额已抢光',
  'cashback.state.6': '暂无参与资格',
  'cashback.state.7': '无需报名，完成任务即可领返现',
  /** Ours: the state button's place while the status call is out */
  'cashback.loading': '加载中…',
  /** Ours: the status call failed with nothing to show; a tap asks again */
  'cashback.failed': '活动信息加载失败，点击重试',
  'cashback.nextSession': '下一场 {time} 开始',
  /** The flash sale's browser toast (001 §6), for the same host subscribe page */
  'cashback.subscribe.browserUnsupported': '浏览器暂不支持微信预约，请在微信小程序或App内打开~',
  // Tasks (002 §3, §4; ours)
  'cashback.tasks.title': '交易返现任务',
  'cashback.tasks.empty': '暂无任务',
  /** Ours: a guest where a participant sees the tasks (002 §6: a guest gets the login prompt); a tap logs in */
  'cashback.tasks.login': '登录后查看任务进度',
  'cashback.task.generic': '交易返现任务',
  'cashback.progress.amount': '累计交易金额 {sum}/{target}元',
  'cashback.progress.count': '累计交易订单 {count}/{target}笔',
  'cashback.progress.both': '累计交易 {sum}/{targetAmount}元，{count}/{targetCount}笔',
  'cashback.progress.amountOnly': '已累计交易 {sum}元',
  'cashback.progress.countOnly': '已累计交易 {count}笔',
  'cashback.progress.bothOnly': '已累计交易 {sum}元，{count}笔',
  'cashback.award': '奖励：{name}',
  'cashback.deadline': '请于 {time} 前领取',
  'cashback.receivedAt': '领取时间：{time}',
  // Task buttons (002 §4 "Task button"; ours)
  'cashback.button.go': '去完成',
  'cashback.button.notAchieved': '未达成',
  'cashback.button.expired': '已过期',
  'cashback.button.claimCash': '领取现金',
  'cashback.button.claimReward': '领取奖励',
  'cashback.button.exchange': '立即兑换',
  'cashback.button.claimed': '已领取',
  'cashback.button.view': '查看',
  'cashback.button.done': '已完成',
  // The cashback success dialog (002 §2; ours)
  'cashback.success.title': '恭喜您，领取成功！',
  'cashback.success.cash': '现金已发放至您的钱包',
  'cashback.success.coupon': '优惠券已发放至您的账户',
  'cashback.success.physical': '奖品将尽快为您寄出',
  'cashback.success.ok': '我知道了',
  'cashback.success.wallet': '去钱包查看',
  'cashback.success.coupons': '去使用',
  // Award detail (002 §3; ours)
  'cashback.detail.title': '奖励详情',
  'cashback.detail.cashAmount': '返现金额',
  'cashback.detail.cashAccount': '发放账户',
  'cashback.detail.receivedAt': '领取时间',
  'cashback.detail.expressCompany': '快递公司',
  'cashback.detail.expressNo': '快递单号',
  'cashback.detail.expressPending': '奖品待发货，请耐心等待',
  'cashback.detail.receiver': '收货信息',
  'cashback.detail.copy': '复制',
  'cashback.detail.copied': '已复制',
  'cashback.detail.longPress': '长按单号复制',
  'cashback.detail.close': '关闭',
  'cashback.yuan': '{amount}元',
  // The address form and book (002 §5, as the prize draw's)
  'cashback.form.title': '填写收货信息',
  'cashback.form.address': '收货地址',
  'cashback.form.pickAddress': '请选择收货地址',
  'cashback.form.name': '收货人',
  'cashback.form.namePlaceholder': '请输入收货人姓名',
  'cashback.form.mobile': '手机号',
  'cashback.form.mobilePlaceholder': '请输入手机号',
  'cashback.form.incomplete': '请完整填写领奖信息',
  'cashback.form.warnSubmit': '提交后无法修改，请谨慎确认',
  'cashback.form.warnSave': '保存后无法修改，请谨慎填写',
  'cashback.form.submit': '提交',
  'cashback.form.confirm': '确认提交',
  'cashback.form.back': '返回修改',
  'cashback.form.submitted': '提交成功',
  'cashback.address.title': '选择收货地址',
  'cashback.address.add': '新增收货地址',
  'cashback.address.edit': '编辑',
  'cashback.address.delete': '删除',
  'cashback.address.default': '默认',
  'cashback.address.setDefault': '设为默认',
  'cashback.address.complete': '去完善',
  'cashback.address.empty': '还没有收货地址',
  'cashback.address.limit': '最多只能添加20条哦',
  'cashback.address.deleteConfirm': '确定删除收货地址吗？',
  'cashback.address.deleted': '删除成功',
  'cashback.address.done': '操作成功',
  'cashback.address.pickConfirm': '确认使用该地址吗？提交后无法修改',
  'cashback.dialog.ok': '确定',
  'cashback.dialog.cancel': '取消',
  'cashback.rules': '活动规则',
  // What a reader hears (issue 53; ours): a task's button with the task it acts on ("领取现金 交易返现任务")
  'cashback.a11y.rowButton': '{action} {name}'
} as const

export type CashbackMessageKey = keyof typeof messages
