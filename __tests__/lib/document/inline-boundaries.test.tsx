/** @jest-environment node */
import { lazy, Suspense } from 'react'
import { keepBoundariesInline } from '@/lib/document/inline-boundaries'

type Renderer = { renderToReadableStream: (children: unknown, options?: object) => Promise<ReadableStream<Uint8Array> & { allReady: Promise<void> }> }

/** A page as the Pages Router renders it: a header, then a lazily loaded layout of ~40 kB, the whole stream read after allReady. */
async function renderPage(renderer: Renderer): Promise<string> {
  const paragraphs = Array.from({ length: 400 }, (_, index) => <p key={index}>Paragraph {index} of a long post about Notion blocks.</p>)
  const Layout = lazy(async () => ({ default: () => <article>{paragraphs}</article> }))
  const stream = await renderer.renderToReadableStream(
    <div id="__next">
      <header>{'Site title '.repeat(1500)}</header>
      <Suspense fallback={null}>
        <Layout />
      </Suspense>
    </div>
  )
  await stream.allReady
  return new Response(stream).text()
}

/** Whether the page's article was moved out of place into a hidden element a script reveals. */
const outlined = (html: string) => /<div hidden id="S:\d+">/.test(html) || html.includes('$RC(')

describe('keepBoundariesInline', () => {
  it('is needed: React alone moves a large boundary past the first 12.8 kB into a hidden element revealed by script', async () => {
    const renderer = jest.requireActual<Renderer>('react-dom/server.edge')
    expect(outlined(await renderPage(renderer))).toBe(true)
  })

  it('keeps every boundary in place once applied, and applies only once', async () => {
    expect(keepBoundariesInline()).toContain('react-dom/server.edge')
    expect(keepBoundariesInline()).toEqual([])
    const html = await renderPage(jest.requireActual<Renderer>('react-dom/server.edge'))
    expect(outlined(html)).toBe(false)
    // The article follows the header, inside the boundary's markers.
    expect(html.includes('</header><!--$--><article><p>Paragraph ')).toBe(true)
  })
})
