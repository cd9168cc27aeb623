import { archiveStaticProps } from '@/themes/site.server'
import type { ArchivePageProps } from '@/lib/site/page-props'
import { ThemedPage } from '@/themes/themed-page'

export const getStaticProps = archiveStaticProps

export default function Archive(props: ArchivePageProps) {
  return <ThemedPage layout="LayoutArchive" props={props} />
}
