/** @jest-environment jsdom */
import { mockRouter, renderWithGlobal, resetRouter } from './test-utils'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { renderToString } from 'react-dom/server'
import { FullscreenButton } from '@/components/widgets/FullscreenButton'
import { ArchiveScreen, CategoryIndexScreen, TagIndexScreen } from '@/components/list/IndexScreens'
import { MasonryGrid } from '@/components/list/MasonryGrid'
import { PostFilter } from '@/components/list/PostFilter'
import { PostLightbox } from '@/components/media/PostLightbox'
import { SiteCredits } from '@/components/widgets/SiteCredits'
import { TagStrip } from '@/components/list/TagStrip'
import { useDisclosure } from '@/components/hooks/use-disclosure'
import { useStoredFlag } from '@/components/hooks/use-stored-flag'
import { postSummaryOf } from '../fixtures/post'

beforeEach(() => resetRouter())

const posts = [
  postSummaryOf({ id: 'a', title: 'Reading Notion', summary: 'Pages', tags: ['Notion'] }),
  postSummaryOf({ id: 'b', title: 'Page weight', summary: 'Counting bytes', tags: ['Web'] })
]

describe('PostFilter', () => {
  it('draws every post, then only those matching what is typed, without navigating', () => {
    renderWithGlobal(
      <PostFilter posts={posts} placeholder="Search in #Notion">
        {(shown) => (
          <ul>
            {shown.map((post) => (
              <li key={post.id}>{post.title}</li>
            ))}
          </ul>
        )}
      </PostFilter>
    )
    const box = screen.getByLabelText('Filter the posts on this page')
    expect(box).toHaveAttribute('placeholder', 'Search in #Notion')
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
    fireEvent.change(box, { target: { value: 'bytes' } })
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Page weight'])
    fireEvent.keyDown(box, { key: 'Enter' })
    fireEvent.change(box, { target: { value: 'nothing like it' } })
    expect(screen.queryAllByRole('listitem')).toHaveLength(0)
  })
})

describe('TagStrip', () => {
  const tags = [
    { name: 'Notion', color: 'blue', count: 3 },
    { name: 'Web', color: 'red', count: 1 }
  ]
  it('links each tag with its count, the current one marked and leading back to search', () => {
    renderWithGlobal(<TagStrip tags={tags} current="Web" />)
    expect(screen.getByRole('link', { name: 'Notion (3)' })).toHaveAttribute('href', '/tag/Notion')
    const current = screen.getByRole('link', { name: 'Web (1)' })
    expect(current).toHaveAttribute('aria-current', 'page')
    expect(current).toHaveAttribute('href', '/search')
  })
  it('draws nothing without tags', () => {
    const { container } = renderWithGlobal(<TagStrip tags={[]} />)
    expect(container).toBeEmptyDOMElement()
  })
})

describe('PostLightbox', () => {
  const shots = [
    postSummaryOf({ id: 'a', title: 'Dawn', href: '/article/dawn', summary: 'First light', category: ['Photos'], pageCoverThumbnail: 'https://www.notion.so/image/x?table=block&id=a&width=800' }),
    postSummaryOf({ id: 'b', title: 'Dusk', href: '/article/dusk', pageCover: '/demo/covers/dusk.svg' })
  ]
  function Harness({ start }: { start: number | null }) {
    const [index, setIndex] = useState<number | null>(start)
    return <PostLightbox posts={shots} index={index} onIndexChange={setIndex} />
  }
  it('draws nothing while closed', () => {
    renderWithGlobal(<Harness start={null} />)
    expect(screen.queryByRole('dialog')).toBeNull()
  })
  it('shows the post large at the zoom width, steps with wrap-around and closes', () => {
    renderWithGlobal(<Harness start={0} />)
    const dialog = screen.getByRole('dialog', { name: 'Dawn' })
    expect(within(dialog).getByRole('link', { name: 'Dawn' })).toHaveAttribute('href', '/article/dawn')
    expect(within(dialog).getByRole('link', { name: 'Photos' })).toHaveAttribute('href', '/category/Photos')
    expect(within(dialog).getByText('First light')).toBeInTheDocument()
    expect(within(dialog).getByRole('status')).toBeInTheDocument()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Previous' }))
    expect(screen.getByRole('dialog', { name: 'Dusk' })).toBeInTheDocument()
    fireEvent.keyDown(window, { key: 'ArrowRight' })
    expect(screen.getByRole('dialog', { name: 'Dawn' })).toBeInTheDocument()
    fireEvent.keyDown(window, { key: 'Escape' })
    return waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
  it('asks for the cover at the zoom width', () => {
    renderWithGlobal(<Harness start={0} />)
    const image = screen.getByRole('dialog').querySelector('img')
    // The placeholder shows until the picture has loaded; the loader asks for the large one.
    expect(image).toHaveAttribute('width', '1200')
  })
})

describe('FullscreenButton', () => {
  it('draws nothing where the browser has no full screen', () => {
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: false })
    const { container } = renderWithGlobal(<FullscreenButton />)
    expect(container).toBeEmptyDOMElement()
  })
  it('asks for full screen, then offers to leave it', async () => {
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true })
    let element: Element | null = null
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => element })
    const request = jest.fn(async () => {
      element = document.documentElement
      document.dispatchEvent(new Event('fullscreenchange'))
    })
    document.documentElement.requestFullscreen = request
    renderWithGlobal(<FullscreenButton />)
    fireEvent.click(screen.getByRole('button', { name: 'Full screen' }))
    expect(request).toHaveBeenCalled()
    expect(await screen.findByRole('button', { name: 'Exit full screen' })).toBeInTheDocument()
  })
})

describe('MasonryGrid', () => {
  const items = ['a', 'b', 'c', 'd', 'e'].map((name) => <p key={name}>{name}</p>)
  const breakpoints = [
    { minWidth: 640, columns: 2 },
    { minWidth: 1024, columns: 3 }
  ]
  it('deals the items across as many columns as the width allows, rows reading left to right', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 })
    const { container } = renderWithGlobal(<MasonryGrid items={items} breakpoints={breakpoints} />)
    await waitFor(() => expect(container.querySelector('[data-columns]')).not.toBeNull())
    const grid = container.querySelector('[data-columns]')!
    expect(grid).toHaveAttribute('data-columns', '3')
    expect(Array.from(grid.children).map((column) => column.textContent)).toEqual(['ad', 'be', 'c'])
  })
  it('follows the window when it is resized; one column is the plain grid, in reading order', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 })
    const { container } = renderWithGlobal(<MasonryGrid items={items} breakpoints={breakpoints} classNames={{ fallback: 'grid gap-2' }} />)
    await waitFor(() => expect(container.querySelector('[data-columns]')).toHaveAttribute('data-columns', '3'))
    act(() => {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 })
      window.dispatchEvent(new Event('resize'))
    })
    await waitFor(() => expect(container.querySelector('[data-columns]')).toHaveAttribute('data-columns', '1'))
    const grid = container.querySelector('[data-columns]')!
    expect(grid).toHaveClass('grid', 'gap-2')
    expect(grid.textContent).toBe('abcde')
  })

  it('draws the plain grid on the server, before the width is known', () => {
    const html = renderToString(<MasonryGrid items={items} breakpoints={breakpoints} classNames={{ fallback: 'grid gap-2 sm:grid-cols-2' }} />)
    expect(html).toBe('<div class="grid gap-2 sm:grid-cols-2"><p>a</p><p>b</p><p>c</p><p>d</p><p>e</p></div>')
  })
})

describe('useStoredFlag', () => {
  function Toggle({ id }: { id: string }) {
    const [on, set] = useStoredFlag('test-flag', false)
    return (
      <button type="button" data-testid={id} onClick={() => set(!on)}>
        {on ? 'on' : 'off'}
      </button>
    )
  }
  beforeEach(() => window.localStorage.clear())
  it('starts from the fallback, keeps a change in localStorage and tells every reader', () => {
    renderWithGlobal(
      <>
        <Toggle id="one" />
        <Toggle id="two" />
      </>
    )
    expect(screen.getByTestId('one')).toHaveTextContent('off')
    fireEvent.click(screen.getByTestId('one'))
    expect(window.localStorage.getItem('test-flag')).toBe('true')
    expect(screen.getByTestId('two')).toHaveTextContent('on')
  })
  it('reads what an earlier visit stored', () => {
    window.localStorage.setItem('test-flag', 'true')
    renderWithGlobal(<Toggle id="one" />)
    expect(screen.getByTestId('one')).toHaveTextContent('on')
  })
})

describe('useDisclosure with closeOnRouteStart', () => {
  function Menu() {
    const menu = useDisclosure({ closeOnRouteStart: true })
    return (
      <button type="button" onClick={menu.toggle}>
        {menu.open ? 'open' : 'closed'}
      </button>
    )
  }
  it('closes as soon as a navigation starts', () => {
    renderWithGlobal(<Menu />)
    fireEvent.click(screen.getByRole('button'))
    expect(screen.getByRole('button')).toHaveTextContent('open')
    act(() => mockRouter.events.emit('routeChangeStart', '/search'))
    expect(screen.getByRole('button')).toHaveTextContent('closed')
  })
})

describe('index screens and site credits', () => {
  it('give each index its heading in the visitor language and its list', () => {
    renderWithGlobal(
      <>
        <ArchiveScreen archive={[{ title: '2026-01', posts: [{ ...posts[0]!, href: '/article/a' }] }]} classNames={{ heading: 'h' }} />
        <CategoryIndexScreen categories={[{ name: 'Guides', count: 2 }]} />
        <TagIndexScreen tags={[{ name: 'Web', color: 'red', count: 1 }]} />
      </>
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Archive' })).toHaveClass('h')
    expect(screen.getByRole('link', { name: 'Reading Notion' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Categories' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Guides/ })).toHaveAttribute('href', '/category/Guides')
    expect(screen.getByRole('heading', { level: 1, name: 'Tags' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /#Web/ })).toHaveTextContent('1')
  })
  it('write the small print: copyright, title and credit', () => {
    const { container } = renderWithGlobal(
      <footer>
        <SiteCredits />
      </footer>
    )
    expect(container).toHaveTextContent('©')
    expect(container).toHaveTextContent('Powered by Quire')
  })
})
