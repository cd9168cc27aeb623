import { type ComponentProps, useEffect, useRef } from 'react'
import { pdfjs } from 'react-pdf'
import { Pdf } from 'react-notion-x/build/third-party/pdf'
import { useHydrated } from '../hooks/use-hydrated'

// react-notion-x points pdf.js at its worker on unpkg.com: a third-party request on every PDF, and
// no PDF at all offline. The bundler ships the installed worker (the same pdfjs-dist version) instead.
const PDF_WORKER_URL = new URL('pdfjs-dist/legacy/build/pdf.worker.min.mjs', import.meta.url).toString()
pdfjs.GlobalWorkerOptions.workerSrc = PDF_WORKER_URL

/** What pdf.js's worker throws when a document that is still loading is cancelled. */
const TERMINATED = 'Worker was terminated'

/**
 * pdf.js's worker script: a two-line module that first drops one rejection, then loads the real
 * worker. When a visitor leaves a page while its PDF is still loading, react-pdf cancels the load
 * and pdf.js throws "Worker was terminated" inside its worker, where nothing can catch it
 * (mozilla/pdf.js#11595, fixed upstream after the version react-pdf pins), so the visitor's console
 * showed an uncaught error for leaving a page.
 *
 * Given as the worker's source, not as a shared port: pdf.js then starts one worker per document
 * and ends it with the document. A port shared by every document broke when one viewer was torn
 * down while the next started (a theme chosen by `?theme=` draws the post twice): the second
 * document's messages reached a handler the first had left, and pdf.js threw "Cannot resolve
 * callback 1".
 */
function pdfWorkerSource(): string {
  const source = [
    `self.addEventListener('unhandledrejection', (event) => { if (event.reason && event.reason.message === ${JSON.stringify(TERMINATED)}) event.preventDefault() })`,
    `import ${JSON.stringify(new URL(PDF_WORKER_URL, window.location.href).href)}`
  ].join('\n')
  return URL.createObjectURL(new Blob([source], { type: 'text/javascript' }))
}

if (typeof window !== 'undefined' && typeof Worker !== 'undefined') pdfjs.GlobalWorkerOptions.workerSrc = pdfWorkerSource()

/**
 * Embedded PDF viewer (react-pdf), browser only. react-notion-x leaves it out of the server HTML,
 * so it must also stay out of the first browser render, or hydration would find it extra.
 */
export function NotionPdf(props: ComponentProps<typeof Pdf>) {
  const hydrated = useHydrated()
  const anchor = useRef<HTMLDivElement>(null)
  useEffect(() => {
    // react-notion-x's box around the viewer scrolls a page wider or longer than the column: a
    // reader without a pointer reaches its scroll with Tab, as a named region (axe: scrollable-region-focusable).
    const box = anchor.current?.parentElement
    if (!box) return
    box.tabIndex = 0
    box.setAttribute('role', 'region')
    box.setAttribute('aria-label', 'PDF')
  }, [hydrated])
  return hydrated ? (
    <div ref={anchor} className="contents">
      <Pdf {...props} />
    </div>
  ) : null
}
