import { copyText } from './webClipboard'

afterEach(() => {
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true })
  Object.defineProperty(document, 'execCommand', { value: undefined, configurable: true })
})

describe('copyText on H5 (issue 31: a clipboard call that really checks success)', () => {
  it('uses the async clipboard when the page may', async () => {
    const writeText = jest.fn(async () => undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    await expect(copyText('VIP-8F3K')).resolves.toBe(true)
    expect(writeText).toHaveBeenCalledWith('VIP-8F3K')
  })

  it('falls back to execCommand and believes its answer: false is not copied', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: jest.fn(async () => { throw new Error('NotAllowedError') }) }, configurable: true })
    const exec = jest.fn(() => false)
    Object.defineProperty(document, 'execCommand', { value: exec, configurable: true })
    await expect(copyText('VIP-8F3K')).resolves.toBe(false)
    expect(exec).toHaveBeenCalledWith('copy')
    exec.mockReturnValue(true)
    await expect(copyText('VIP-8F3K')).resolves.toBe(true)
    // The helper textarea is gone either way.
    expect(document.querySelectorAll('textarea')).toHaveLength(0)
  })

  it('no clipboard at all: false (the code is shown for a long press)', async () => {
    await expect(copyText('x')).resolves.toBe(false)
  })
})
