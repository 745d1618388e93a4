/** The campaignSignup block's visible texts (merged into the zh-CN catalogue; keys are unique across the catalogue). */
export const messages = {
  'config.signup.noId': '缺少报名标识 uniqueIdentifier',
  'config.signup.noImage': '缺少报名背景图 defaultBgImageUrl',
  // Sign-up (000 §8)
  /** 'signup successful' */
  'signup.success': '报名成功',
  /** 'already signed up' */
  'signup.already': '您已报名'
} as const
