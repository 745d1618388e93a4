import { messages as product } from '../product/messages'
import { BLOCK_MESSAGE_SOURCES } from './blocks.generated'
import { messages as shell } from './shell'
import { zhCN } from './zh-CN'
import { t } from '.'

/** Every source zh-CN.ts merges, by name. */
const MESSAGE_SOURCES = { shell, ...BLOCK_MESSAGE_SOURCES, product }

it('no key is defined by two message sources (a block would silently overwrite another text)', () => {
  const owners = new Map<string, string[]>()
  for (const [source, messages] of Object.entries(MESSAGE_SOURCES)) {
    for (const key of Object.keys(messages)) owners.set(key, [...(owners.get(key) ?? []), source])
  }
  const twice = [...owners].filter(([, sources]) => sources.length > 1)
  expect(twice).toEqual([])
  expect(Object.keys(zhCN).length).toBe(owners.size)
})

it('fills placeholders and leaves unknown ones', () => {
  expect(t('recycle.subsidy', { amount: 50 })).toBe('补贴¥50')
  expect(t('error.platformNotSupported', {})).toBe('当前平台不支持调用方法 {name}')
})
