import { fontAwesomeIcon } from '@/lib/site/font-awesome-icon'

describe('fontAwesomeIcon', () => {
  it.each([
    ['fas fa-home', 'fa-solid fa-house'],
    ['fas fa-archive', 'fa-solid fa-box-archive'],
    ['fas fa-search', 'fa-solid fa-magnifying-glass'],
    ['fas fa-info-circle', 'fa-solid fa-circle-info'],
    ['fas fa-th', 'fa-solid fa-table-cells'],
    ['fab fa-github', 'fa-brands fa-github']
  ])('reads Font Awesome 5 (%s) and 6 (%s) spellings alike', (five, six) => {
    expect(fontAwesomeIcon(five)).toEqual(fontAwesomeIcon(six))
    expect(fontAwesomeIcon(five)).not.toBeNull()
  })

  it('draws lucide elements without React keys', () => {
    const house = fontAwesomeIcon('fas fa-home')
    expect(house?.length).toBeGreaterThan(0)
    for (const [tag, attributes] of house ?? []) {
      expect(['path', 'circle', 'rect', 'line', 'polyline', 'polygon', 'ellipse']).toContain(tag)
      expect(attributes).not.toHaveProperty('key')
    }
    expect(house?.[0]?.[1]).toHaveProperty('d')
  })

  it('skips style and size classes and takes the first icon named', () => {
    expect(fontAwesomeIcon('fa fa-fw fa-lg fa-user')).toEqual(fontAwesomeIcon('fas fa-user'))
    expect(fontAwesomeIcon('  FAS   FA-TAGS  ')).toEqual(fontAwesomeIcon('fas fa-tags'))
    expect(fontAwesomeIcon('fas fa-tag')).not.toEqual(fontAwesomeIcon('fas fa-tags'))
  })

  it.each([
    'fas fa-home', 'fa-archive', 'fas fa-user', 'fas fa-tag', 'fas fa-tags', 'fas fa-folder', 'fas fa-search', 'fas fa-rss', 'fab fa-github',
    'fas fa-envelope', 'fas fa-book', 'fas fa-link', 'fas fa-info-circle', 'fas fa-th', 'fas fa-compass', 'fas fa-bookmark', 'fas fa-images',
    'fas fa-camera', 'fas fa-music', 'fas fa-film', 'fas fa-gamepad', 'fas fa-code', 'fas fa-heart', 'fas fa-star', 'fas fa-comments',
    'fas fa-address-card', 'fas fa-calendar', 'fas fa-layer-group'
  ])('maps %s, a name the NotionNext template shows', (classes) => {
    expect(fontAwesomeIcon(classes)).not.toBeNull()
  })

  it.each(['fas fa-no-such-icon', 'fas', 'fa-solid', '🏠', '/demo/icons/quire.svg', 'https://example.com/i.png', 'home', ''])('draws nothing for %j', (icon) => {
    expect(fontAwesomeIcon(icon)).toBeNull()
  })
})
