type Query = Record<string, string | string[] | undefined>

/** A link asks for the comments with `?target=comment`; giscus returns from sign-in with `?giscus=...`. */
export function wantsCommentScroll(query: Query): boolean {
  const target = Array.isArray(query.target) ? query.target[0] : query.target
  return target === 'comment' || 'giscus' in query
}

/** The query without the comment request, so a reload or a shared link does not jump again. */
export function withoutCommentQuery(query: Query): Query {
  const rest: Query = {}
  for (const [key, value] of Object.entries(query)) {
    if (key === 'giscus') continue
    if (key === 'target' && (Array.isArray(value) ? value[0] : value) === 'comment') continue
    rest[key] = value
  }
  return rest
}
