import type { ComponentProps } from 'react'
import { Pdf } from 'react-notion-x/build/third-party/pdf'
import { useHydrated } from '../use-hydrated'

/**
 * Embedded PDF viewer (react-pdf), browser only. react-notion-x leaves it out of the server HTML,
 * so it must also stay out of the first browser render, or hydration would find it extra.
 */
export function NotionPdf(props: ComponentProps<typeof Pdf>) {
  const hydrated = useHydrated()
  return hydrated ? <Pdf {...props} /> : null
}
