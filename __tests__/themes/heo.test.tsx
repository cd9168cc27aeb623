/** @jest-environment jsdom */
import '../components/test-utils'
import { screen, within } from '@testing-library/react'
import { demoProps, type DemoProps } from '../fixtures/props'
import { renderTheme } from './render-theme'
import HeoRoot from '@/themes/heo'

let demo: DemoProps
beforeAll(async () => {
  demo = await demoProps()
})

describe('heo', () => {
  it('draws each archive row with its cover, its category and its bold title', async () => {
    const { container } = await renderTheme(HeoRoot, 'heo', 'LayoutArchive', demo.archive)
    const first = demo.archive.archive[0]!
    const month = screen.getByRole('region', { name: first.title })
    const rows = within(month).getAllByRole('article')
    expect(rows).toHaveLength(first.posts.length)
    const post = first.posts[0]!
    const row = rows[0]!
    expect(within(row).getByRole('heading', { level: 3 })).toHaveTextContent(post.title)
    expect(row.querySelector('a[aria-hidden="true"] img, [data-placeholder]')).not.toBeNull()
    if (post.category[0]) expect(within(row).getByRole('link', { name: post.category[0] })).toBeInTheDocument()
    expect(container.querySelector('[class*="w-40"][class*="h-24"]')).not.toBeNull()
  }, 90_000)

  it('draws the 404 with a drawing, a line sending to the search and a button home', async () => {
    const { container } = await renderTheme(HeoRoot, 'heo', 'Layout404', demo.notFound)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('404 Not found.')
    expect(container.querySelector('svg[aria-hidden="true"] circle')).not.toBeNull()
    expect(screen.getByRole('link', { name: 'Try searching the site for it.' })).toHaveAttribute('href', '/search?theme=heo')
    expect(screen.getByRole('link', { name: 'Back to home' }).className).toContain('rounded-full')
  }, 90_000)

  it('pages its lists with worded previous / next buttons and a go-to-page box', async () => {
    expect(demo.indexPage2.paging.totalPages).toBeGreaterThan(1)
    await renderTheme(HeoRoot, 'heo', 'LayoutIndex', demo.indexPage2)
    const nav = await screen.findByRole('navigation', { name: 'Pagination' }, { timeout: 20_000 })
    expect(within(nav).getByRole('link', { name: 'Previous' })).toHaveAttribute('rel', 'prev')
    expect(within(nav).getByRole('spinbutton', { name: 'Go to page' })).toBeInTheDocument()
  }, 90_000)
})
