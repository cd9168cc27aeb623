import { adsBlocked, countdownSeconds } from '@/components/widgets/ad-block'
import { filterPosts, shortId } from '@/components/list/filter-posts'
import { GAME_RHYTHM, gameTileSize, knownGames, planWall, shuffled, WALL_BRAND_AT, WALL_BRAND_EVERY, wallSlotCount } from '@/themes/game/game-tiles'
import { canOfferInstall } from '@/components/hooks/install-offer'
import { addRecentGame, parseRecentGames, RECENT_GAMES_MAX, removeRecentGame } from '@/components/widgets/recent-games'

const game = (n: number) => ({ href: `/article/game-${n}`, title: `Game ${n}`, cover: `/demo/covers/${n}.svg` })

describe('recently played games', () => {
  it('puts a played game first, once, and keeps at most the maximum', () => {
    let list = [game(1), game(2)]
    list = addRecentGame(list, game(2))
    expect(list.map((g) => g.href)).toEqual(['/article/game-2', '/article/game-1'])
    for (let n = 3; n < 30; n++) list = addRecentGame(list, game(n))
    expect(list).toHaveLength(RECENT_GAMES_MAX)
    expect(list[0]!.href).toBe('/article/game-29')
  })
  it('removes a game by its page', () => {
    expect(removeRecentGame([game(1), game(2)], '/article/game-1')).toEqual([game(2)])
  })
  it('reads the stored list defensively', () => {
    expect(parseRecentGames(null)).toEqual([])
    expect(parseRecentGames('not json')).toEqual([])
    expect(parseRecentGames('{"href":"/a"}')).toEqual([])
    expect(parseRecentGames(JSON.stringify([game(1), game(1), { href: 3 }, game(2)]))).toEqual([game(1), game(2)])
  })
  it('never keeps a page elsewhere or an unsafe cover', () => {
    const stored = [
      { href: 'https://evil.example/x', title: 'x', cover: '' },
      { href: '//evil.example/x', title: 'x', cover: '' },
      { href: 'javascript:alert(1)', title: 'x', cover: '' },
      { href: '/article/ok', title: 'ok', cover: 'javascript:alert(1)' }
    ]
    expect(parseRecentGames(JSON.stringify(stored))).toEqual([{ href: '/article/ok', title: 'ok', cover: '' }])
  })
})

describe('live filtering', () => {
  const posts = [
    { title: 'Garden Snake', href: '/article/garden-snake' },
    { title: 'Paddle Rally', href: '/article/paddle-rally' },
    { title: 'Lights Out', href: '/article/lights-out' }
  ]
  it('takes the short id from the address', () => {
    expect(shortId('/article/garden-snake?theme=game')).toBe('garden-snake')
    expect(shortId('/article/caf%C3%A9')).toBe('café')
  })
  it('matches every word in the title or short id, ignoring case', () => {
    expect(filterPosts(posts, 'SNAKE')).toEqual([posts[0]])
    expect(filterPosts(posts, 'paddle-r')).toEqual([posts[1]])
    expect(filterPosts(posts, 'lights out')).toEqual([posts[2]])
    expect(filterPosts(posts, 'lights snake')).toEqual([])
  })
  it('shows the featured ones when blank, each once', () => {
    expect(filterPosts(posts, '  ', [posts[1]!, posts[1]!])).toEqual([posts[1]])
    expect(filterPosts(posts, '')).toEqual(posts)
  })
})

describe('game walls', () => {
  it('enlarges featured games, or follows a fixed rhythm', () => {
    const options = { expandFeatured: true, featuredTag: 'Recommend' }
    expect(gameTileSize({ tags: ['Recommend'] }, 3, options)).toBe('large')
    expect(gameTileSize({ tags: ['Tools'] }, 0, options)).toBe('small')
    expect(gameTileSize({ tags: ['Recommend'] }, 0, { expandFeatured: true, featuredTag: '' })).toBe('small')
    const rhythm = { expandFeatured: false, featuredTag: 'Recommend' }
    expect(gameTileSize({ tags: [] }, 0, rhythm)).toBe('large')
    expect(gameTileSize({ tags: ['Recommend'] }, 1, rhythm)).toBe('small')
    expect(gameTileSize({ tags: [] }, GAME_RHYTHM, rhythm)).toBe('large')
  })
  it('gives a large game a slot of its own and packs small ones four to a slot, where the first of them came', () => {
    expect(planWall(['large', 'small', 'small', 'large', 'small', 'small', 'small'], { brand: false })).toEqual([
      { kind: 'large', item: 0 },
      { kind: 'group', items: [1, 2, 4, 5] },
      { kind: 'large', item: 3 },
      { kind: 'group', items: [6] }
    ])
  })
  it("puts the site's card in one slot of nine, never last", () => {
    const slots = planWall(Array.from({ length: 12 }, () => 'large' as const))
    expect(slots.map((slot) => slot.kind).indexOf('brand')).toBe(WALL_BRAND_AT)
    expect(slots.filter((slot) => slot.kind === 'brand')).toHaveLength(1)
    expect(slots).toHaveLength(12 + 1)
    expect(planWall(Array.from({ length: WALL_BRAND_AT }, () => 'large' as const)).some((slot) => slot.kind === 'brand')).toBe(false)
    const long = planWall(Array.from({ length: 40 }, () => 'large' as const))
    long.forEach((slot, index) => expect(slot.kind === 'brand').toBe(index % WALL_BRAND_EVERY === WALL_BRAND_AT))
  })
  it('counts the slots of a wall from how many games it holds and how many are featured, in whatever order they come', () => {
    // A seeded draw, so a failure repeats.
    let seed = 7
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646
    for (const expandFeatured of [true, false]) {
      const options = { expandFeatured, featuredTag: 'Recommend' }
      for (const games of [0, 1, 3, 4, 5, 9, 17, 40, 101]) {
        for (const featured of [0, 1, Math.ceil(games / GAME_RHYTHM), Math.floor(games / 2), games]) {
          if (featured > games) continue
          const posts = Array.from({ length: games }, (_, index) => ({ tags: index < featured ? ['Recommend', 'Arcade'] : ['Arcade'] }))
          // The wall as AllGames draws it: the games shuffled, then each sized by its place.
          for (let round = 0; round < 5; round++) {
            const sizes = shuffled(posts, random).map((post, index) => gameTileSize(post, index, options))
            expect(planWall(sizes)).toHaveLength(wallSlotCount(games, featured, options))
          }
        }
      }
    }
    const expand = { expandFeatured: true, featuredTag: 'Recommend' }
    expect(wallSlotCount(0, 0, expand)).toBe(0)
    // Nine games, two featured: 2 + ceil(7 / 4) = 4 slots, before the site's card would come.
    expect(wallSlotCount(9, 2, expand)).toBe(4)
    // By the rhythm, nine games have two large ones (the 1st and the 6th): 4 slots too, featured or not.
    expect(wallSlotCount(9, 0, { ...expand, expandFeatured: false })).toBe(4)
    // No featured tag set: nothing is large.
    expect(wallSlotCount(8, 8, { expandFeatured: true, featuredTag: '' })).toBe(2)
    expect(wallSlotCount(3, 5, expand)).toBe(3)
  })
  it('shuffles a copy, keeping every game once, in the order the random draws give', () => {
    const games = ['a', 'b', 'c', 'd']
    const draws = [0.9, 0, 0.5]
    expect(shuffled(games, () => draws.shift()!)).toEqual(['c', 'b', 'a', 'd'])
    expect(games).toEqual(['a', 'b', 'c', 'd'])
    expect([...shuffled(games)].sort()).toEqual(games)
    expect(shuffled(games, () => 0)).toEqual(['b', 'c', 'd', 'a'])
  })
  it('knows the games of a page: its list, then related, then latest, each once; featured by tag', () => {
    const a = { id: 'a', href: '/article/a', title: 'A', tags: ['Recommend'] }
    const b = { id: 'b', href: '/article/b', title: 'B', tags: [] }
    const latest = [{ id: 'b', href: '/article/b', title: 'B' }, { id: 'c', href: '/article/c', title: 'C' }]
    const known = knownGames({ posts: [a, b] }, latest as never, 'Recommend')
    expect(known.all.map((p) => p.href)).toEqual(['/article/a', '/article/b', '/article/c'])
    expect(known.featured.map((p) => p.href)).toEqual(['/article/a'])
    expect(knownGames({}, latest as never, 'Recommend').featured.map((p) => p.href)).toEqual(['/article/b', '/article/c'])
  })
})

describe('ad-blocker notice', () => {
  it('never asks when no ads are configured', () => {
    expect(adsBlocked({ configured: false, slots: 3, filled: 0, baitHidden: true })).toBe(false)
  })
  it('asks when ads are configured and none could be shown', () => {
    expect(adsBlocked({ configured: true, slots: 0, filled: 0, baitHidden: true })).toBe(true)
    expect(adsBlocked({ configured: true, slots: 2, filled: 0, baitHidden: false })).toBe(true)
    expect(adsBlocked({ configured: true, slots: 2, filled: 1, baitHidden: false })).toBe(false)
    expect(adsBlocked({ configured: true, slots: 0, filled: 0, baitHidden: false })).toBe(false)
  })
  it('counts down whole seconds to zero', () => {
    expect(countdownSeconds(10, 0)).toBe(10)
    expect(countdownSeconds(10, 1)).toBe(10)
    expect(countdownSeconds(10, 1000)).toBe(9)
    expect(countdownSeconds(10, 60_000)).toBe(0)
  })
})

describe('install offer', () => {
  it('needs a prompt in hand and service workers, and no installed app', () => {
    expect(canOfferInstall({ promptReady: true, serviceWorkers: true, standalone: false })).toBe(true)
    expect(canOfferInstall({ promptReady: false, serviceWorkers: true, standalone: false })).toBe(false)
    expect(canOfferInstall({ promptReady: true, serviceWorkers: false, standalone: false })).toBe(false)
    expect(canOfferInstall({ promptReady: true, serviceWorkers: true, standalone: true })).toBe(false)
  })
})
