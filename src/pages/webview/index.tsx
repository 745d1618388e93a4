import { WebView } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { isHttpUrl } from '@/lib/url'
import { adapter } from '@/platform/adapter'

/** Opens an http(s) link inside a mini-program (000 §5): `?url=<encoded>`. */
export default function WebviewPage () {
  // Decoded once, as this host delivers it (a second decode would break a value holding '%').
  const url = adapter.decodeQuery(useRouter().params).url ?? ''
  if (!isHttpUrl(url)) return null
  return <WebView src={url} />
}
