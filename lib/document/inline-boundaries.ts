import { createRequire } from 'node:module'
import path from 'node:path'

type RenderToReadableStream = (children: unknown, options?: Record<string, unknown>) => unknown
type ServerRenderer = { renderToReadableStream?: RenderToReadableStream; __quireInlineBoundaries?: true }

/**
 * The renderer Next's Pages Router renders with: the edge build, or the browser build where there
 * is none (next/dist/server/ReactDOMServerPages). Only the one Next uses is loaded: the browser
 * build opens a MessageChannel when loaded, which would keep a Node process alive.
 */
const RENDERERS = ['react-dom/server.edge', 'react-dom/server.browser']

/**
 * Keeps every Suspense boundary of a page's HTML in place. Since React 19.2 the server renderer
 * moves any boundary of more than 500 bytes that comes after the first 12.8 kB of a response into
 * a hidden element at the end, revealed by an inline script on a later frame: a browser without
 * JavaScript (many crawlers) sees an empty post, a tab opened in the background shows nothing until
 * it is looked at, and the largest text paints a frame after the page's scripts have started, which
 * Lighthouse counts against it. The Pages Router renders a whole page before it sends any of it
 * (it waits for everything and writes a string), so outlining buys nothing there; Next passes no
 * options to the renderer, so this gives its `progressiveChunkSize` a size no page reaches. Applied
 * once per server process, to the module instance Next itself loads (resolved from the project,
 * not bundled); options Next may pass one day win over this default.
 */
export function keepBoundariesInline(projectDir: string = process.cwd()): string[] {
  const load = createRequire(path.join(projectDir, 'package.json'))
  for (const name of RENDERERS) {
    let renderer: ServerRenderer
    try {
      renderer = load(name) as ServerRenderer
    } catch {
      continue
    }
    const original = renderer.renderToReadableStream
    if (!original || renderer.__quireInlineBoundaries) return []
    renderer.renderToReadableStream = (children, options) => original(children, { progressiveChunkSize: Number.MAX_SAFE_INTEGER, ...options })
    renderer.__quireInlineBoundaries = true
    return [name]
  }
  return []
}
