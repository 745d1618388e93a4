import { WebView } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'

/** Opens an http(s) link inside a mini-program (000 §5): `?url=<encoded>`. */
export default function WebviewPage () {
  const { params } = useRouter()
  const url = params.url ? decodeURIComponent(params.url) : ''
  if (!/^https?:\/\//.test(url)) return null
  return <WebView src={url} />
}
