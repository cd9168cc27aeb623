/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { useMediaQuery } from '@/components/hooks/use-media-query'

function Probe({ query, whenUnsupported }: { query: string; whenUnsupported?: boolean }) {
  return <p>{String(useMediaQuery(query, whenUnsupported))}</p>
}

/** A window whose width the test sets: `(min-width: Npx)` queries answer from it and hear its changes. */
function fakeWindowWidth(initial: number) {
  let width = initial
  const listeners = new Set<() => void>()
  window.matchMedia = ((query: string) => {
    const min = Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0)
    return {
      get matches() {
        return width >= min
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener)
    } as unknown as MediaQueryList
  }) as typeof window.matchMedia
  return {
    resize(next: number) {
      width = next
      act(() => listeners.forEach((listener) => listener()))
    },
    listeners
  }
}

const original = window.matchMedia
afterEach(() => {
  window.matchMedia = original
})

describe('useMediaQuery', () => {
  it('answers from the window and follows it as it changes, and stops listening when gone', () => {
    const window_ = fakeWindowWidth(390)
    const { unmount } = render(<Probe query="(min-width: 768px)" />)
    expect(screen.getByText('false')).toBeInTheDocument()
    window_.resize(1280)
    expect(screen.getByText('true')).toBeInTheDocument()
    window_.resize(600)
    expect(screen.getByText('false')).toBeInTheDocument()
    unmount()
    expect(window_.listeners.size).toBe(0)
  })

  it('is false on the server, whatever the window, so hydration draws what the server drew', () => {
    fakeWindowWidth(1280)
    expect(renderToString(<Probe query="(min-width: 768px)" whenUnsupported />)).toContain('false')
  })

  it('gives the fallback where the browser cannot tell', () => {
    // jsdom has no matchMedia.
    delete (window as { matchMedia?: unknown }).matchMedia
    render(
      <>
        <Probe query="(min-width: 768px)" whenUnsupported />
        <Probe query="(prefers-reduced-motion: reduce)" />
      </>
    )
    expect(screen.getByText('true')).toBeInTheDocument()
    expect(screen.getByText('false')).toBeInTheDocument()
  })
})
