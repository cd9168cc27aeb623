import { archiveStaticPaths, archiveStaticProps } from '@/themes/site.server'
import type { ArchivePageProps } from '@/lib/site/page-props'
import { ThemedPage } from '@/themes/themed-page'

export const getStaticPaths = archiveStaticPaths
export const getStaticProps = archiveStaticProps

export default function ArchivePage(props: ArchivePageProps) {
  return <ThemedPage layout="LayoutArchive" props={props} />
}
