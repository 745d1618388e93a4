/** The campaignSignup block's visible texts (merged into the zh-CN catalogue; keys are unique across the catalogue). */
export const messages = {
  'config.signup.noId': '缺少报名标识 uniqueIdentifier',
  'config.signup.noImage': '缺少报名背景图 defaultBgImageUrl',
  // Sign-up (000 §8)
  /** 'signup successful' */
  'signup.success': '报名成功',
  /** 'already signed up' */
  'signup.already': '您已报名',
  // Ours (issue 53: the spec gives the image no words): what a screen reader says of it before and after signing up
  // (after: a link when a page is configured, else a button that says 您已报名).
  'signup.a11y.signUp': '报名参加活动',
  'signup.a11y.signedUp': '已报名',
  'signup.a11y.signedUpOpen': '已报名，查看活动'
} as const
