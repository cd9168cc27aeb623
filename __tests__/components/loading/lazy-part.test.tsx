/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { lazyPart } from '@/components/loading/lazy-part'

/** A part with state of its own, like the infinite list's loaded pages. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0)
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {label} {count}
    </button>
  )
}

describe('lazyPart', () => {
  it('draws the part once its chunk arrives', async () => {
    const Part = lazyPart(async () => Counter)
    render(<Part label="clicks" />)
    expect(await screen.findByRole('button')).toHaveTextContent('clicks 0')
  })

  it('keeps the part’s state when its parent draws it again after the chunk arrived', async () => {
    // Regression: the first draw (chunk not yet here) and later ones (chunk here) used two
    // different component types, so the first re-render after loading remounted the part.
    const Part = lazyPart(async () => Counter)
    const { rerender } = render(<Part label="clicks" />)
    fireEvent.click(await screen.findByRole('button'))
    expect(screen.getByRole('button')).toHaveTextContent('clicks 1')
    rerender(<Part label="taps" />)
    expect(screen.getByRole('button')).toHaveTextContent('taps 1')
  })

  it('draws at once, without a fallback frame, once preloaded', async () => {
    const Part = lazyPart(async () => Counter)
    await act(() => Part.preload())
    render(<Part label="clicks" />)
    expect(screen.getByRole('button')).toHaveTextContent('clicks 0')
  })

  it('lets a failed load be tried again', async () => {
    let attempts = 0
    const Part = lazyPart(async () => {
      attempts += 1
      if (attempts === 1) throw new Error('offline')
      return Counter
    })
    await expect(Part.preload()).rejects.toThrow('offline')
    await act(() => Part.preload())
    render(<Part label="clicks" />)
    expect(screen.getByRole('button')).toHaveTextContent('clicks 0')
  })
})
