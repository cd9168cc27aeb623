/** @jest-environment jsdom */
import '../components/test-utils'
import { screen, within } from '@testing-library/react'
import { demoProps, type DemoProps } from '../fixtures/props'
import { renderTheme } from './render-theme'
import MovieRoot from '@/themes/movie'

let demo: DemoProps
beforeAll(async () => {
  demo = await demoProps()
})

describe('movie', () => {
  it("the 404's directory has a fourth column: the archive's latest months, each linked where it begins", async () => {
    expect(demo.notFound.archiveMonths.length).toBeGreaterThan(0)
    await renderTheme(MovieRoot, 'movie', 'Layout404', demo.notFound)
    const archive = screen.getByRole('region', { name: 'Archive' })
    const first = demo.notFound.archiveMonths[0]!
    expect(within(archive).getByRole('link', { name: first.title })).toHaveAttribute('href', `${first.href.replace('#', '?theme=movie#')}`)
    expect(within(archive).getAllByRole('listitem')).toHaveLength(demo.notFound.archiveMonths.length)
  })

  it('opens a post with a cover on its title and body: no cover block above the body', async () => {
    expect(demo.post.post.pageCover).not.toBe('')
    const { container } = await renderTheme(MovieRoot, 'movie', 'LayoutSlug', demo.post)
    expect(container.querySelector('[data-lead]')).toBeNull()
  }, 90_000)
})
