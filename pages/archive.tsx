import type { GetStaticProps } from 'next'
import { withRevalidate } from '@/lib/props/route-helpers'
import { getServerContext } from '@/lib/props/server-context'
import { groupArchive } from '@/lib/site/group-archive'
import type { ArchivePageProps } from '@/lib/site/props'
import { ThemedPage } from '@/themes/themed-page'

export const getStaticProps: GetStaticProps<ArchivePageProps> = async ({ locale }) => {
  const ctx = await getServerContext(locale)
  const archive = groupArchive(ctx.site.posts)
  return withRevalidate(ctx, { ...ctx.base('/archive'), archive, total: ctx.site.posts.length })
}

export default function Archive(props: ArchivePageProps) {
  return <ThemedPage layout="LayoutArchive" props={props} />
}
