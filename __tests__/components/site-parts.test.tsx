/** @jest-environment jsdom */
import { mockRouter, renderWithGlobal, resetRouter, TEST_PAGE_PROPS, withSettings } from './test-utils'
import { act, fireEvent, screen } from '@testing-library/react'
import { BeiAn } from '@/components/widgets/BeiAn'
import { Copyright } from '@/components/widgets/Copyright'
import { DarkModeButton } from '@/components/widgets/DarkModeButton'
import { NoResults } from '@/components/search/NoResults'
import { TagChip } from '@/components/list/TagChip'
import { ThemeSwitchButton } from '@/components/widgets/ThemeSwitchButton'

beforeEach(() => {
  resetRouter()
  window.localStorage.clear()
  document.documentElement.className = ''
})

const withRemote = (remote: Record<string, unknown>) => withSettings(TEST_PAGE_PROPS, remote)

describe('Copyright', () => {
  it('spans SINCE to this year and links the author to /about', () => {
    renderWithGlobal(<Copyright />)
    expect(screen.getByText(`© 2020-${new Date().getFullYear()}`, { exact: false })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Tester' })).toHaveAttribute('href', '/about')
  })
})

describe('BeiAn', () => {
  it('is absent without a filing number', () => {
    const { container } = renderWithGlobal(<BeiAn />)
    expect(container).toBeEmptyDOMElement()
  })
  it('shows the filing number, linking to the registry', () => {
    renderWithGlobal(<BeiAn />, withRemote({ BEI_AN: '京ICP备12345678号' }))
    expect(screen.getByRole('link', { name: '京ICP备12345678号' })).toHaveAttribute('href', 'https://beian.miit.gov.cn/')
  })
})

describe('DarkModeButton', () => {
  it('switches the html class and remembers the choice', async () => {
    renderWithGlobal(<DarkModeButton />)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Dark mode' })))
    expect(document.documentElement).toHaveClass('dark')
    expect(window.localStorage.getItem('darkMode')).toBe('true')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Light mode' })))
    expect(document.documentElement).toHaveClass('light')
  })
})

describe('ThemeSwitchButton', () => {
  it('is hidden unless THEME_SWITCH is on', () => {
    renderWithGlobal(<ThemeSwitchButton />)
    expect(screen.queryByRole('button', { name: /Switch theme/ })).not.toBeInTheDocument()
  })
  it('pushes the next theme as ?theme=', () => {
    renderWithGlobal(<ThemeSwitchButton />, withRemote({ THEME_SWITCH: true }))
    fireEvent.click(screen.getByRole('button', { name: /Switch theme/ }))
    expect(mockRouter.push).toHaveBeenCalledWith(expect.stringContaining('theme=movie'), undefined, expect.anything())
  })
})

describe('TagChip', () => {
  it('links to the tag in its Notion color', () => {
    renderWithGlobal(<TagChip name="c++ & more" color="purple" count={2} />)
    const link = screen.getByRole('link', { name: '#c++ & more 2' })
    expect(link).toHaveAttribute('href', '/tag/c%2B%2B%20%26%20more')
    expect(link).toHaveClass('bg-purple-100', 'dark:bg-purple-950')
  })
})

describe('NoResults', () => {
  it('says "No results found." with the search text', () => {
    renderWithGlobal(<NoResults keyword="quantum" />)
    expect(screen.getByRole('status')).toHaveTextContent('No results found.“quantum”')
  })
})
