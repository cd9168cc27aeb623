/** @jest-environment jsdom */
import { screen } from '@testing-library/react'
import { renderWithGlobal, resetRouter, TEST_PAGE_PROPS, TEST_SITE, withRemote } from '../test-utils'
import { useNavLinks } from '@/components/nav/use-nav-links'
import type { MenuLink } from '@/lib/site/types'

beforeEach(() => resetRouter())

const link = (name: string, href: string): MenuLink => ({ id: href, name, href, icon: '', target: '_self', show: true, subMenus: [] })

/** A site holding one Menu row and one Page row, so each mode's choice shows. */
const props = { ...TEST_PAGE_PROPS, site: { ...TEST_SITE, menus: [link('Elsewhere', '/elsewhere')], pageLinks: [link('About', '/about')] } }

function Probe() {
  const links = useNavLinks({ home: true, category: false, tag: false, archive: true, search: false })
  return <p data-testid="links">{links.map((l) => l.name).join(', ')}</p>
}

describe('useNavLinks follows CUSTOM_MENU', () => {
  it("off (the default): the theme's own screens, then the published pages; no Menu row", () => {
    renderWithGlobal(<Probe />, props)
    expect(screen.getByTestId('links')).toHaveTextContent(/^Home, Archive, About$/)
  })

  it('on: the Menu rows alone', () => {
    renderWithGlobal(<Probe />, withRemote({ CUSTOM_MENU: true }, props))
    expect(screen.getByTestId('links')).toHaveTextContent(/^Elsewhere$/)
  })
})
