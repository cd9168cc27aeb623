/**
 * The classes a theme gives a kit component's parts, one key a part (`root` for its outer element):
 * `classNames={{ root: '…', title: '…' }}`. A part left out keeps the component's own classes.
 */
export type Slots<Part extends string> = Partial<Record<Part, string>>
