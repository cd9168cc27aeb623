/**
 * The DOM id react-notion-x gives a heading's anchor (`div.notion-header-anchor`): its block id
 * without dashes (notion-utils' uuidToId, written out so the table of contents, which ships with
 * every theme, does not pull notion-utils into list pages).
 */
export function headingAnchorId(blockId: string): string {
  return blockId.replaceAll('-', '')
}
