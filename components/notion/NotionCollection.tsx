/** Inline databases (table, board, gallery, list views). */
export { Collection } from 'react-notion-x/build/third-party/collection'
