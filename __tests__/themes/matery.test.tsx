/** @jest-environment jsdom */
import '../components/test-utils'
import { screen, within } from '@testing-library/react'
import { demoProps, type DemoProps } from '../fixtures/props'
import { renderTheme } from './render-theme'
import MateryRoot from '@/themes/matery'

let demo: DemoProps
beforeAll(async () => {
  demo = await demoProps()
})

describe('matery', () => {
  it("shows a post's neighbours as the list's own cards: cover, title, summary, date and tags", async () => {
    const { prev, next } = demo.post
    expect(prev ?? next).toBeTruthy()
    await renderTheme(MateryRoot, 'matery', 'LayoutSlug', demo.post)
    const neighbours = screen.getByRole('navigation', { name: 'Previous post / Next post' })
    const cards = within(neighbours).getAllByRole('article')
    expect(cards).toHaveLength([prev, next].filter(Boolean).length)
    const neighbour = (prev ?? next)!
    const card = cards[0]!
    expect(within(card).getByRole('link', { name: neighbour.title })).toHaveAttribute('href', expect.stringContaining(neighbour.href))
    expect(card.querySelector('img')).not.toBeNull()
    expect(card).toHaveTextContent(neighbour.summary)
    expect(card.querySelector('time')).not.toBeNull()
    for (const tag of neighbour.tags) expect(within(card).getByRole('link', { name: new RegExp(tag) })).toBeInTheDocument()
  }, 90_000)
})
