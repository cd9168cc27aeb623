import type { ReactNode } from 'react'
import { cx } from '@/components/cx'
import type { PreviewBlock, PreviewSpan } from '@/lib/site/types'

const MARK_TAGS = { b: 'strong', i: 'em', c: 'code', s: 's', u: 'u' } as const

/** Lines one block keeps at most: six blocks of a long paragraph each would fill a screen. */
const BLOCK_LINES = 3

const TEXT_CLASSES: Record<Exclude<PreviewBlock['kind'], 'image'>, string> = {
  text: '',
  h1: 'text-xl font-bold',
  h2: 'text-lg font-bold',
  h3: 'font-semibold',
  bullet: '',
  number: '',
  quote: 'border-l-4 border-gray-300 pl-3 italic dark:border-gray-600'
}

function Span({ span }: { span: PreviewSpan }) {
  let node: ReactNode = span.text
  for (const letter of span.marks ?? '') {
    const Tag = MARK_TAGS[letter as keyof typeof MARK_TAGS]
    if (Tag) node = <Tag className={letter === 'c' ? 'rounded bg-gray-100 px-1 text-[0.9em] dark:bg-white/10' : undefined}>{node}</Tag>
  }
  return span.href ? (
    <a href={span.href} rel="nofollow noopener noreferrer" className="underline underline-offset-2">
      {node}
    </a>
  ) : (
    node
  )
}

function Block({ block }: { block: PreviewBlock }) {
  if (block.kind === 'image') {
    // Its box has the image's proportions from the start (width and height), so nothing moves as it loads.
    return <img src={block.src} alt={block.alt} width={Math.round(block.ratio * 300)} height={300} loading="lazy" decoding="async" className="h-auto max-h-60 w-full object-contain object-left" />
  }
  const Tag = block.kind === 'bullet' || block.kind === 'number' ? 'li' : 'p'
  // Headings are drawn, not marked up as headings: the card's title is the heading of the card.
  // The cut is on an inner box: a list item drawn as a box would lose its bullet.
  return (
    <Tag data-block={block.kind} className={cx('break-words', TEXT_CLASSES[block.kind])}>
      <span style={{ display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: BLOCK_LINES, overflow: 'hidden' }}>
        {block.spans.map((span, index) => (
          <Span key={index} span={span} />
        ))}
      </span>
    </Tag>
  )
}

/** Consecutive list items of one kind, together, so each list is one `ul` or `ol`. */
function groupLists(blocks: readonly PreviewBlock[]): Array<PreviewBlock | PreviewBlock[]> {
  const groups: Array<PreviewBlock | PreviewBlock[]> = []
  for (const block of blocks) {
    const last = groups[groups.length - 1]
    if (block.kind !== 'bullet' && block.kind !== 'number') groups.push(block)
    else if (Array.isArray(last) && last[0]?.kind === block.kind) last.push(block)
    else groups.push([block])
  }
  return groups
}

/**
 * The opening of a post drawn as blocks in a list card (POST_LIST_PREVIEW): text with its inline
 * marks and links, headings, lists, quotes and an image. Themes style the whole through className;
 * text colour and size come from there.
 */
export default function PostPreview({ blocks, className }: { blocks: readonly PreviewBlock[]; className?: string }) {
  return (
    <div data-post-preview="" className={cx('flex min-w-0 flex-col gap-2', className)}>
      {groupLists(blocks).map((group, index) => {
        if (!Array.isArray(group)) return <Block key={index} block={group} />
        const numbered = group[0]?.kind === 'number'
        const List = numbered ? 'ol' : 'ul'
        return (
          <List key={index} className={cx('space-y-1 pl-6', numbered ? 'list-decimal' : 'list-disc')}>
            {group.map((block, item) => (
              <Block key={item} block={block} />
            ))}
          </List>
        )
      })}
    </div>
  )
}
