import { type PropsWithChildren } from 'react'
import './app.scss'

function App ({ children }: PropsWithChildren) {
  return children
}

export default App
