import { resolveConfig } from '@/lib/config/resolve-config'
import { workspaceConfig } from '@/lib/site/workspace-config'

describe('workspaceConfig', () => {
  it("gives the database's name and description as TITLE and DESCRIPTION", () => {
    expect(workspaceConfig({ title: ' My Notes ', description: 'What I read' })).toEqual({ TITLE: 'My Notes', DESCRIPTION: 'What I read' })
  })

  it('gives nothing for an empty name or description', () => {
    expect(workspaceConfig({ title: '', description: '  ' })).toEqual({})
  })

  it('stands in for the bundled defaults only: the environment, a theme and the Config row win', () => {
    const workspace = workspaceConfig({ title: 'My Notes', description: 'What I read' })
    expect(resolveConfig({ env: {}, remote: {}, workspace })).toMatchObject({ TITLE: 'My Notes', DESCRIPTION: 'What I read' })
    expect(resolveConfig({ env: { TITLE: 'From env' }, remote: {}, workspace }).TITLE).toBe('From env')
    expect(resolveConfig({ env: {}, remote: { TITLE: 'From Notion' }, workspace }).TITLE).toBe('From Notion')
    expect(resolveConfig({ env: {}, remote: {}, workspace }, { TITLE: 'From the theme' }).TITLE).toBe('From the theme')
    expect(resolveConfig({ env: {}, remote: {} }).TITLE).toBe('Quire')
  })
})
