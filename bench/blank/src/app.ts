import { type PropsWithChildren } from 'react'

/** The load bench's reference: a blank Taro app built with the project's own config and toolchain. */
function App ({ children }: PropsWithChildren) {
  return children
}

export default App
