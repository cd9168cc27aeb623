import type { ComponentProps } from 'react'
import { pdfjs } from 'react-pdf'
import { Pdf } from 'react-notion-x/build/third-party/pdf'
import { useHydrated } from '../use-hydrated'

// react-notion-x points pdf.js at its worker on unpkg.com: a third-party request on every PDF, and
// no PDF at all offline. The bundler ships the installed worker (the same pdfjs-dist version) instead.
pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/legacy/build/pdf.worker.min.mjs', import.meta.url).toString()

/**
 * Embedded PDF viewer (react-pdf), browser only. react-notion-x leaves it out of the server HTML,
 * so it must also stay out of the first browser render, or hydration would find it extra.
 */
export function NotionPdf(props: ComponentProps<typeof Pdf>) {
  const hydrated = useHydrated()
  return hydrated ? <Pdf {...props} /> : null
}
