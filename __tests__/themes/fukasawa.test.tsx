/** @jest-environment jsdom */
import '../components/test-utils'
import { screen, within } from '@testing-library/react'
import { demoProps, type DemoProps } from '../fixtures/props'
import { renderTheme } from './render-theme'
import FukasawaRoot from '@/themes/fukasawa'

let demo: DemoProps
beforeAll(async () => {
  demo = await demoProps()
})

describe('fukasawa sidebar', () => {
  it('ends its groups with the copyright years and the author linking to About, and a post’s contents stick last', async () => {
    await renderTheme(FukasawaRoot, 'fukasawa', 'LayoutSlug', demo.post)
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' })
    expect(sidebar).toHaveTextContent(`© 2023-${new Date().getFullYear()} Quire`)
    expect(within(sidebar).getByRole('link', { name: 'Quire' })).toHaveAttribute('href', '/about?theme=fukasawa')
    const contents = within(sidebar).getByRole('navigation', { name: 'Contents' })
    expect(contents.closest('.sticky')).not.toBeNull()
  })
})
