/** Each test loads the module afresh: its cache lives as long as the module. */
function load(): typeof import('@/lib/config/get-env-overrides') {
  let loaded: typeof import('@/lib/config/get-env-overrides') | undefined
  jest.isolateModules(() => {
    loaded = jest.requireActual<typeof import('@/lib/config/get-env-overrides')>('@/lib/config/get-env-overrides')
  })
  if (!loaded) throw new Error('module did not load')
  return loaded
}

describe('getEnvOverrides (server only)', () => {
  const saved = { ...process.env }
  afterEach(() => {
    process.env = { ...saved }
  })

  test('reads the site keys from process.env, and the machine LANG not at all', () => {
    process.env.NEXT_PUBLIC_POSTS_PER_PAGE = '9'
    process.env.LANG = 'C.UTF-8'
    delete process.env.NEXT_PUBLIC_LANG
    const { getEnvOverrides } = load()
    const overrides = getEnvOverrides()
    expect(overrides.POSTS_PER_PAGE).toBe(9)
    expect(Object.hasOwn(overrides, 'LANG')).toBe(false)
  })

  test('reads the extra (theme) keys it is given, with site keys keeping the site type', () => {
    process.env.MEDIUM_FLAG = 'true'
    process.env.POSTS_PER_PAGE = '7'
    const { getEnvOverrides } = load()
    expect(getEnvOverrides({ MEDIUM_FLAG: false, POSTS_PER_PAGE: 'not a number' })).toMatchObject({ MEDIUM_FLAG: true, POSTS_PER_PAGE: 7 })
  })

  test('is read once per process', () => {
    process.env.TITLE = 'first'
    const { getEnvOverrides } = load()
    const first = getEnvOverrides()
    process.env.TITLE = 'second'
    expect(getEnvOverrides()).toBe(first)
    expect(getEnvOverrides().TITLE).toBe('first')
  })

  test('a bad value throws every time, so the build stops', () => {
    process.env.ENABLE_RSS = 'maybe'
    const { getEnvOverrides } = load()
    expect(() => getEnvOverrides()).toThrow('Config ENABLE_RSS from environment (ENABLE_RSS) is "maybe", expected true or false')
    expect(() => getEnvOverrides()).toThrow('ENABLE_RSS')
  })
})
