/** @jest-environment jsdom */
import { mockRouter, renderWithGlobal, resetRouter } from '../test-utils'
import { fireEvent, screen } from '@testing-library/react'
import { SearchInput } from '@/components/search/SearchInput'

beforeEach(() => resetRouter())

function box() {
  return screen.getByRole('searchbox', { name: 'Search' })
}

describe('SearchInput (docs/behaviour.md §5)', () => {
  it('goes to /search/{text} on Enter', () => {
    renderWithGlobal(<SearchInput />)
    fireEvent.change(box(), { target: { value: 'notion api' } })
    fireEvent.keyDown(box(), { key: 'Enter' })
    expect(mockRouter.push).toHaveBeenCalledWith('/search/notion%20api')
  })

  it('goes home on Enter with empty input', () => {
    renderWithGlobal(<SearchInput />)
    fireEvent.keyDown(box(), { key: 'Enter' })
    expect(mockRouter.push).toHaveBeenCalledWith('/')
  })

  it('clears the text on Escape', () => {
    renderWithGlobal(<SearchInput initialValue="react" />)
    expect(box()).toHaveValue('react')
    fireEvent.keyDown(box(), { key: 'Escape' })
    expect(box()).toHaveValue('')
    expect(mockRouter.push).not.toHaveBeenCalled()
  })

  it('ignores keys while an IME composes', () => {
    renderWithGlobal(<SearchInput />)
    fireEvent.change(box(), { target: { value: 'zhong' } })
    fireEvent.keyDown(box(), { key: 'Enter', isComposing: true })
    fireEvent.keyDown(box(), { key: 'Escape', isComposing: true })
    fireEvent.keyDown(box(), { key: 'Enter', keyCode: 229 })
    expect(mockRouter.push).not.toHaveBeenCalled()
    expect(box()).toHaveValue('zhong')
  })

  it('shows a clear button only when there is text', () => {
    renderWithGlobal(<SearchInput />)
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument()
    fireEvent.change(box(), { target: { value: 'x' } })
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }))
    expect(box()).toHaveValue('')
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument()
  })

  it('submits through its search button too, keeping the ?theme= query', () => {
    resetRouter({ theme: 'example' })
    renderWithGlobal(<SearchInput initialValue="tags" />)
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect(mockRouter.push).toHaveBeenCalledWith('/search/tags?theme=example')
  })
})
