import { t } from '@/i18n'
import { DEFAULT_VIDEO_RATIO, parseVideo } from './model'

describe('video (000 §1)', () => {
  it('plays an http or https address, with its poster and the ratio of its size', () => {
    expect(parseVideo({ videoUrl: 'https://v.example.cn/a.mp4', posterUrl: 'https://i.example.cn/p.jpg', width: 750, height: 1000 })).toEqual({
      ok: true, value: { src: 'https://v.example.cn/a.mp4', poster: 'https://i.example.cn/p.jpg', aspectRatio: 0.75 }
    })
    expect(parseVideo({ videoUrl: 'HTTP://v.example.cn/a.mp4' })).toEqual({ ok: true, value: { src: 'HTTP://v.example.cn/a.mp4', poster: undefined, aspectRatio: DEFAULT_VIDEO_RATIO } })
  })

  it('refuses an address that is no http(s) URL: a script, data, a relative path, an address with http:// inside it, none', () => {
    for (const videoUrl of ['javascript:alert(1)', 'data:video/mp4;base64,AAAA', '/a.mp4', 'a.mp4?u=http://x.example/', 'ftp://x.example/a.mp4', '', undefined, 7]) {
      expect(parseVideo({ videoUrl })).toEqual({ ok: false, reason: t('config.video.noUrl') })
    }
    expect(parseVideo('https://v.example.cn/a.mp4')).toEqual({ ok: false, reason: t('config.notObject') })
  })

  it('a size without a usable ratio is 16:9; a poster that is no image URL is none', () => {
    expect(parseVideo({ videoUrl: 'https://v.example.cn/a.mp4', width: 0, height: 100, posterUrl: 'javascript:1' })).toEqual({
      ok: true, value: { src: 'https://v.example.cn/a.mp4', poster: undefined, aspectRatio: 16 / 9 }
    })
  })
})
