/** @jest-environment jsdom */
import { mockRouter, renderWithGlobal, resetRouter, withRemote } from './test-utils'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { AdBlockNotice } from '@/components/widgets/AdBlockNotice'
import { FilterDrawerButton } from '@/components/list/FilterDrawerButton'
import { GameFrame } from '@/components/media/GameFrame'
import { RecentlyPlayed, RememberPlayed } from '@/components/widgets/RecentlyPlayed'
import { VideoEpisodes } from '@/components/media/VideoEpisodes'
import { RECENT_GAMES_KEY } from '@/components/widgets/recent-games'

beforeEach(() => {
  resetRouter()
  localStorage.clear()
})

const snake = { href: '/article/garden-snake', title: 'Garden Snake', cover: '/demo/covers/game-snake.svg' }
const rally = { href: '/article/paddle-rally', title: 'Paddle Rally', cover: '/demo/covers/game-rally.svg' }

describe('RecentlyPlayed and RememberPlayed', () => {
  it('shows nothing before any game was played', () => {
    const { container } = renderWithGlobal(<RecentlyPlayed />)
    expect(container.querySelector('[data-recently-played]')).toBeNull()
  })

  it('remembers a played game first, and removes it on its badge', async () => {
    localStorage.setItem(RECENT_GAMES_KEY, JSON.stringify([rally]))
    renderWithGlobal(
      <>
        <RememberPlayed game={snake} />
        <RecentlyPlayed />
      </>
    )
    const region = await screen.findByRole('region', { name: 'Recently played' })
    expect(within(region).getAllByRole('link').map((link) => link.textContent)).toEqual(['Garden Snake', 'Paddle Rally'])
    expect(within(region).getByRole('link', { name: 'Garden Snake' })).toHaveAttribute('href', '/article/garden-snake')
    fireEvent.click(within(region).getByRole('button', { name: 'Remove Garden Snake from recently played' }))
    await waitFor(() => expect(within(region).queryByRole('link', { name: 'Garden Snake' })).toBeNull())
    expect(JSON.parse(localStorage.getItem(RECENT_GAMES_KEY) ?? '[]')).toEqual([rally])
  })
})

describe('GameFrame', () => {
  it('embeds a site path in a sandboxed frame, with a loading state until it loads, then Full screen', async () => {
    const { container } = renderWithGlobal(<GameFrame src="/games/garden-snake.html" title="Garden Snake" cover={snake.cover} />)
    const frame = await waitFor(() => {
      const element = container.querySelector('iframe')
      if (!element) throw new Error('no frame yet')
      return element
    })
    expect(frame).toHaveAttribute('src', '/games/garden-snake.html')
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-pointer-lock')
    expect(screen.getByRole('status')).toHaveTextContent('Loading the game…')
    expect(screen.queryByRole('button', { name: 'Full screen' })).toBeNull()
    fireEvent.load(frame)
    expect(screen.queryByRole('status')).toBeNull()
    const box = container.querySelector<HTMLElement>('[data-game-frame]')!
    box.requestFullscreen = jest.fn(() => Promise.resolve())
    box.scrollIntoView = jest.fn()
    fireEvent.click(screen.getByRole('button', { name: 'Full screen' }))
    expect(box.requestFullscreen).toHaveBeenCalled()
    // No install prompt from this browser: no Install button.
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull()
  })

  it('offers Install once the browser hands over its prompt', async () => {
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: {} })
    const { container } = renderWithGlobal(<GameFrame src="https://games.example/orbit/" title="Orbit" />)
    await waitFor(() => expect(container.querySelector('iframe')).not.toBeNull())
    fireEvent.load(container.querySelector('iframe')!)
    const prompt = jest.fn(() => Promise.resolve())
    act(() => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt })
      window.dispatchEvent(event)
    })
    fireEvent.click(screen.getByRole('button', { name: 'Install' }))
    expect(prompt).toHaveBeenCalled()
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull()
  })

  it.each(['javascript:alert(1)', '//evil.example/game', 'data:text/html,hi', 'game.html'])('embeds nothing for %s', (src) => {
    const { container } = renderWithGlobal(<GameFrame src={src} title="Bad" />)
    expect(container.querySelector('[data-game-frame]')).toBeNull()
    expect(container.querySelector('iframe')).toBeNull()
  })
})

describe('FilterDrawerButton', () => {
  const posts = [
    { id: 'a', title: 'Garden Snake', href: '/article/garden-snake', pageCoverThumbnail: '' },
    { id: 'b', title: 'Paddle Rally', href: '/article/paddle-rally', pageCoverThumbnail: '' },
    { id: 'c', title: 'Lights Out', href: '/article/lights-out', pageCoverThumbnail: '' }
  ]

  it('shows the featured games, filters live as one types, and searches the site on Enter', async () => {
    renderWithGlobal(<FilterDrawerButton posts={posts} featured={[posts[0]!]} placeholder="Type the name of a game" />)
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    const dialog = await screen.findByRole('dialog', { name: 'Search' }, { timeout: 10_000 })
    expect(within(dialog).getAllByRole('link').map((link) => link.textContent)).toEqual(['Garden Snake'])
    const box = within(dialog).getByPlaceholderText('Type the name of a game')
    fireEvent.change(box, { target: { value: 'out' } })
    expect(within(dialog).getAllByRole('link').map((link) => link.textContent)).toEqual(['Lights Out'])
    fireEvent.change(box, { target: { value: 'zzz' } })
    expect(within(dialog).getByRole('status')).toHaveTextContent('No game matches')
    fireEvent.change(box, { target: { value: 'rally' } })
    fireEvent.keyDown(box, { key: 'Enter' })
    expect(mockRouter.push).toHaveBeenCalledWith('/search/rally')
  })
})

describe('AdBlockNotice', () => {
  afterEach(() => jest.useRealTimers())

  it('never appears when no ads are configured', () => {
    jest.useFakeTimers()
    const { container } = renderWithGlobal(<AdBlockNotice waitMs={10} />)
    act(() => jest.advanceTimersByTime(60_000))
    expect(container.innerHTML).toBe('')
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('with ads configured and none shown, asks politely and closes itself after its countdown', async () => {
    renderWithGlobal(<AdBlockNotice waitMs={20} seconds={1} />, withRemote({ ADSENSE_GOOGLE_ID: 'ca-pub-123' }))
    // jsdom lays nothing out: the bait reads as hidden, as a blocker leaves it.
    const dialog = await screen.findByRole('alertdialog', { name: 'Please allow ads on our site' }, { timeout: 5_000 })
    expect(within(dialog).getByRole('button', { name: 'OK (1)' })).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), { timeout: 3_000 })
  })

  it('closes on OK', async () => {
    renderWithGlobal(<AdBlockNotice waitMs={20} seconds={30} />, withRemote({ ADSENSE_GOOGLE_ID: 'ca-pub-123' }))
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 5_000 })
    fireEvent.click(within(dialog).getByRole('button', { name: /^OK/ }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })
})

describe('VideoEpisodes', () => {
  const PAGE = 'aaaaaaaa-0000-0000-0000-000000000000'
  const block = (id: string, value: object) => [id, { value: { value: { id, ...value }, role: 'reader' } }]
  const post = (ids: string[]) => ({
    id: PAGE,
    recordMap: {
      block: Object.fromEntries([
        block(PAGE, { type: 'page', content: ids }),
        ...ids.map((id) => block(id, { type: 'video', properties: { source: [[`/demo/files/${id}.mp4`]], caption: [[`Part ${id}`]] } }))
      ]),
      collection: {},
      collection_view: {},
      notion_user: {},
      collection_query: {},
      signed_urls: {}
    } as never
  })

  it('plays the first episode, lists the captions and switches on a pick, hiding the blocks from the body', () => {
    const { container } = renderWithGlobal(<VideoEpisodes post={post(['a1', 'b2'])} />)
    expect(container.querySelector('video')).toHaveAttribute('src', '/demo/files/a1.mp4')
    expect(container.querySelector('style')?.textContent).toBe('.notion .notion-block-a1{display:none}.notion .notion-block-b2{display:none}')
    fireEvent.click(screen.getByRole('button', { name: 'Part b2' }))
    expect(container.querySelector('video')).toHaveAttribute('src', '/demo/files/b2.mp4')
    expect(screen.getByRole('button', { name: 'Part b2' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('lists a single episode only when forced, and draws nothing without one', () => {
    const { unmount } = renderWithGlobal(<VideoEpisodes post={post(['a1'])} />)
    expect(screen.queryByRole('button')).toBeNull()
    unmount()
    renderWithGlobal(<VideoEpisodes post={post(['a1'])} forceList />)
    expect(screen.getByRole('button', { name: 'Part a1' })).toBeInTheDocument()
    const { container } = renderWithGlobal(<VideoEpisodes post={post([])} />)
    expect(container.innerHTML).toBe('')
  })
})
