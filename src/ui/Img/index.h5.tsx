import type { SyntheticEvent } from 'react'
import type { ImgProps } from './types'

type LoadEvent = Parameters<NonNullable<ImgProps['onLoad']>>[0]

/**
 * H5: the image as plain HTML, in the same markup and classes as Taro's H5 image
 * (`.taro-img` box, `.taro-img__mode-*` image), so every stylesheet applies as it did. Taro's
 * own reads the image's laid-out width in its load handler, a forced layout of the whole page
 * for every image that loads (tens of milliseconds each on a long page: the load bench's
 * blocking time); this one reports the natural size (what the mini-program hosts report too)
 * without layout. Lazy images use the browser's own lazy loading, not an observer per image.
 */
export function Img ({ src, mode = 'scaleToFill', lazyLoad, fetchPriority, onLoad, onError, className, style, alt }: ImgProps) {
  const box = `taro-img${mode === 'widthFix' ? ' taro-img__widthfix' : ''}${className ? ` ${className}` : ''}`
  const loaded = onLoad
    ? (e: SyntheticEvent<HTMLImageElement>) => {
        const img = e.currentTarget
        onLoad({ ...e, type: 'load', detail: { width: img.naturalWidth, height: img.naturalHeight } } as unknown as LoadEvent)
      }
    : undefined
  return (
    <div className={box} style={style}>
      <img
        className={`taro-img__mode-${mode.toLowerCase().replace(/\s/g, '')}`}
        src={src}
        alt={alt ?? ''}
        loading={lazyLoad ? 'lazy' : undefined}
        // React 18 knows no fetchPriority prop: the attribute as HTML spells it.
        {...(fetchPriority ? { fetchpriority: fetchPriority } : undefined)}
        onLoad={loaded}
        onError={onError as never}
      />
    </div>
  )
}

export type { ImgProps } from './types'
