import { parseMarkdown } from '@/scripts/demo/parse-markdown'

const md = (...lines: string[]) => parseMarkdown(lines.join('\n'), 'test.md')

describe('parseMarkdown: Markdown blocks', () => {
  test('headings of three levels', () => {
    expect(md('# One', '## Two', '### Three')).toEqual([
      { type: 'heading', level: 1, text: [['One']], toggleable: false, children: [] },
      { type: 'heading', level: 2, text: [['Two']], toggleable: false, children: [] },
      { type: 'heading', level: 3, text: [['Three']], toggleable: false, children: [] }
    ])
  })

  test('paragraphs join soft-wrapped lines and split on blank lines', () => {
    expect(md('first line', 'same paragraph', '', 'second **one**')).toEqual([
      { type: 'paragraph', text: [['first line same paragraph']] },
      { type: 'paragraph', text: [['second '], ['one', [['b']]]] }
    ])
  })

  test('a paragraph stops where another block starts', () => {
    expect(md('text', '- item').map((n) => n.type)).toEqual(['paragraph', 'bulleted'])
  })

  test('bulleted and numbered lists with nested children', () => {
    expect(md('- a', '  - a1', '  - a2', '- b', '1. one', '2. two', '   1. two-one')).toEqual([
      {
        type: 'bulleted',
        text: [['a']],
        children: [
          { type: 'bulleted', text: [['a1']], children: [] },
          { type: 'bulleted', text: [['a2']], children: [] }
        ]
      },
      { type: 'bulleted', text: [['b']], children: [] },
      { type: 'numbered', text: [['one']], children: [] },
      { type: 'numbered', text: [['two']], children: [{ type: 'numbered', text: [['two-one']], children: [] }] }
    ])
  })

  test('to-dos, checked and open', () => {
    expect(md('- [x] done', '- [ ] open')).toEqual([
      { type: 'todo', text: [['done']], checked: true, children: [] },
      { type: 'todo', text: [['open']], checked: false, children: [] }
    ])
  })

  test('quotes join their lines', () => {
    expect(md('> one', '> *two*')).toEqual([{ type: 'quote', text: [['one '], ['two', [['i']]]] }])
  })

  test('code fences map the language to Notion names and keep text verbatim', () => {
    expect(md('```ts', 'const a = **1**', '  indented', '```')).toEqual([{ type: 'code', language: 'TypeScript', code: 'const a = **1**\n  indented' }])
    expect(md('```', 'plain', '```')).toEqual([{ type: 'code', language: 'Plain Text', code: 'plain' }])
  })

  test('equations on one line or between $$ lines', () => {
    expect(md('$$ e^{i\\pi} + 1 = 0 $$', '$$', 'a^2', '+ b^2', '$$')).toEqual([
      { type: 'equation', tex: 'e^{i\\pi} + 1 = 0' },
      { type: 'equation', tex: 'a^2\n+ b^2' }
    ])
  })

  test('dividers and images with captions', () => {
    expect(md('---', '![Alt text](/demo/images/desk.svg "A *caption*")', '![](/demo/x.svg)')).toEqual([
      { type: 'divider' },
      { type: 'image', alt: 'Alt text', src: '/demo/images/desk.svg', caption: [['A '], ['caption', [['i']]]] },
      { type: 'image', alt: '', src: '/demo/x.svg', caption: [] }
    ])
  })
})

describe('parseMarkdown: container directives', () => {
  test('callout: icon, colour, first paragraph as its text, the rest as children', () => {
    expect(md(':::callout 💡 color=yellow_background', 'Look **here**.', '', '- and here', ':::')).toEqual([
      {
        type: 'callout',
        icon: '💡',
        color: 'yellow_background',
        text: [['Look '], ['here', [['b']]], ['.']],
        children: [{ type: 'bulleted', text: [['and here']], children: [] }]
      }
    ])
    expect(md(':::callout /demo/icons/lamp.svg', 'x', ':::')[0]).toMatchObject({ icon: '/demo/icons/lamp.svg', color: 'gray_background' })
  })

  test('toggle with its summary on the opening line', () => {
    expect(md(':::toggle Open *me*', 'hidden', ':::')).toEqual([
      { type: 'toggle', text: [['Open '], ['me', [['i']]]], children: [{ type: 'paragraph', text: [['hidden']] }] }
    ])
  })

  test('toggleable headings', () => {
    expect(md(':::h2 Folded', 'inside', ':::')).toEqual([
      { type: 'heading', level: 2, text: [['Folded']], toggleable: true, children: [{ type: 'paragraph', text: [['inside']] }] }
    ])
  })

  test('columns with and without ratios, nested containers inside', () => {
    const [node] = md(':::columns', ':::column 0.7', ':::toggle T', 'x', ':::', ':::', ':::column', 'right', ':::', ':::')
    expect(node).toEqual({
      type: 'columns',
      columns: [
        { ratio: 0.7, children: [{ type: 'toggle', text: [['T']], children: [{ type: 'paragraph', text: [['x']] }] }] },
        { ratio: null, children: [{ type: 'paragraph', text: [['right']] }] }
      ]
    })
  })

  test('simple tables, header row by separator, row header by word', () => {
    expect(md(':::table row-header', '| A | B |', '|---|---|', '| `1` | 2 |', ':::')).toEqual([
      {
        type: 'table',
        columnHeader: true,
        rowHeader: true,
        rows: [
          [[['A']], [['B']]],
          [[['1', [['c']]]], [['2']]]
        ]
      }
    ])
    expect(md(':::table', '| a \\| b |', ':::')[0]).toMatchObject({ columnHeader: false, rowHeader: false, rows: [[[['a | b']]]] })
  })

  test('synced containers and child pages', () => {
    expect(md(':::synced footer', 'shared', ':::', ':::page Sub page icon=📄', 'inner', ':::')).toEqual([
      { type: 'synced', name: 'footer', children: [{ type: 'paragraph', text: [['shared']] }] },
      { type: 'page', title: 'Sub page', icon: '📄', children: [{ type: 'paragraph', text: [['inner']] }] }
    ])
  })

  test('inline databases: typed columns, views and board grouping', () => {
    const [node] = md(
      ':::database Books views=table,board group=state',
      '| title | state:select | done:checkbox | @icon |',
      '|---|---|---|---|',
      '| Dune | Reading | No | 📘 |',
      ':::'
    )
    expect(node).toEqual({
      type: 'database',
      title: 'Books',
      views: ['table', 'board'],
      groupBy: 'state',
      columns: [
        { name: 'title', type: 'title' },
        { name: 'state', type: 'select' },
        { name: 'done', type: 'checkbox' },
        { name: '@icon', type: 'text' }
      ],
      rows: [['Dune', 'Reading', 'No', '📘']]
    })
  })

  test('code fences inside a container may contain ":::"', () => {
    expect(md(':::toggle T', '```', ':::', '```', ':::')[0]).toMatchObject({ type: 'toggle', children: [{ type: 'code', code: ':::' }] })
  })
})

describe('parseMarkdown: leaf directives', () => {
  test('media blocks with optional captions', () => {
    expect(
      md(
        '::video https://www.youtube.com/watch?v=aqz-KE-bpKQ caption="A *film*"',
        '::embed /demo/embed.html',
        '::pdf /demo/files/a.pdf',
        '::audio /demo/files/a.wav',
        '::tweet https://twitter.com/jack/status/20',
        '::maps https://www.google.com/maps/place/Kew',
        '::gist https://gist.github.com/octocat/9257657'
      ).map((n) => (n.type === 'media' ? [n.kind, n.url, n.caption] : n.type))
    ).toEqual([
      ['video', 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', [['A '], ['film', [['i']]]]],
      ['embed', '/demo/embed.html', []],
      ['pdf', '/demo/files/a.pdf', []],
      ['audio', '/demo/files/a.wav', []],
      ['tweet', 'https://twitter.com/jack/status/20', []],
      ['maps', 'https://www.google.com/maps/place/Kew', []],
      ['gist', 'https://gist.github.com/octocat/9257657', []]
    ])
  })

  test('bookmark, file and drive with their attributes', () => {
    expect(md('::bookmark https://a.dev title="A" description="B" icon=/i.svg cover=/c.svg')).toEqual([
      { type: 'bookmark', url: 'https://a.dev', title: 'A', description: 'B', icon: '/i.svg', cover: '/c.svg' }
    ])
    expect(md('::file /demo/files/x.pdf')).toEqual([{ type: 'file', url: '/demo/files/x.pdf', title: 'x.pdf', size: '' }])
    expect(md('::drive https://drive.google.com/file/d/abc/view title="Doc" thumbnail=/t.svg icon=/i.svg')).toEqual([
      { type: 'drive', url: 'https://drive.google.com/file/d/abc/view', title: 'Doc', thumbnail: '/t.svg', icon: '/i.svg' }
    ])
  })

  test('table of contents, alias and synced reference', () => {
    expect(md('::toc', '::alias welcome-to-quire', '::synced-ref footer')).toEqual([
      { type: 'toc' },
      { type: 'alias', slug: 'welcome-to-quire' },
      { type: 'synced_ref', name: 'footer' }
    ])
  })
})

describe('parseMarkdown: errors name the file and line', () => {
  test.each([
    [['#### Too deep'], 'test.md:1: Notion has three heading levels'],
    [['```ts', 'never closed'], 'test.md:1: code fence is not closed'],
    [['```klingon', 'x', '```'], 'unknown code language "klingon"'],
    [['$$', 'x'], 'equation "$$" is not closed'],
    [['', ':::callout 💡', 'x'], 'test.md:2: directive is not closed'],
    [[':::'], '":::" closes nothing'],
    [[':::sparkle', ':::'], 'unknown directive ":::sparkle"'],
    [['::sparkle'], 'unknown directive "::sparkle"'],
    [[':::column', ':::'], 'belongs directly inside ":::columns"'],
    [[':::columns', 'loose text', ':::'], 'only ":::column" blocks'],
    [[':::columns', ':::column', ':::', ':::'], 'at least two'],
    [[':::columns', ':::column 2', ':::', ':::column', ':::', ':::'], 'column ratio must be between 0 and 1'],
    [[':::table', '| a | b |', '| c |', ':::'], 'row has 1 cells'],
    [[':::table', 'not a row', ':::'], 'table rows look like'],
    [[':::database D views=table,calendar', '| t |', ':::'], 'unknown view "calendar"'],
    [[':::database D views=board', '| t | n:text |', ':::'], 'board view groups by a select'],
    [[':::database D', '| t | n:color |', ':::'], 'unknown type "color"'],
    [['::video'], 'takes one URL'],
    [['::embed ftp://x'], 'must start with / or http'],
    [['::bookmark https://x titel=y'], 'unknown attribute "titel"'],
    [['::alias'], 'takes the slug'],
    [[':::toggle', 'x', ':::'], 'needs its summary text']
  ])('%j', (lines, message) => {
    expect(() => md(...lines)).toThrow(message)
  })

  test('line numbers count from the body start', () => {
    expect(() => parseMarkdown('ok\n#### bad', 'post.md', 10)).toThrow('post.md:11:')
  })
})
