import { type PropsWithChildren } from 'react'
import { useUncaughtErrors } from '@/renderer/uncaught'
import './app.scss'

function App ({ children }: PropsWithChildren) {
  // Uncaught errors and rejections are reported (000 §9), on every host: window events on H5, the app's own in mini-programs.
  useUncaughtErrors()
  return children
}

export default App
