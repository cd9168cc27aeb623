import type { ComponentProps } from 'react'
import { Code } from 'react-notion-x/build/third-party/code'
import styles from './notion-code.module.css'

/** Code blocks with Prism highlighting; its own chunk, loaded only by posts that hold code. */
export function NotionCode(props: ComponentProps<typeof Code>) {
  return (
    <div className={`w-full ${styles.code}`}>
      <Code {...props} />
    </div>
  )
}
