/**
 * The server's binding of lib to the theme registry: lib/ never imports themes/, so this module
 * hands lib the registry (provideThemeCatalog) as it loads, and re-exports the page builders page
 * files use. A page file imports its builder from here, which both binds the registry and keeps the
 * page file one line of data wiring; a builder reached another way throws, naming this module.
 * Server only: page files use these in getStaticProps / getServerSideProps, which Next strips from
 * the browser's bundle together with this import.
 */
import { provideThemeCatalog } from '@/lib/static-props/server-context'
import { THEMES } from './manifests'

provideThemeCatalog(THEMES)

export { archiveStaticPaths, archiveStaticProps, notFoundStaticProps } from '@/lib/static-props/archive-props'
export { feedDocument, feedServerSideProps } from '@/lib/static-props/feed-route'
export { homeDocumentProps, homeSitePosts } from '@/lib/static-props/home-document'
export { laterPages, listPath, pageOfPosts, pageOfPostsWithPreviews, parsePageParam } from '@/lib/static-props/list-props'
export { notFound, pathsForEverySite, unlistedPaths, withRevalidate } from '@/lib/static-props/route-helpers'
export { searchProps } from '@/lib/static-props/search-props'
export { searchServerSideProps } from '@/lib/static-props/search-server-props'
export { chromeOnlyStaticProps, getServerContext } from '@/lib/static-props/server-context'
export { slugStaticPaths, slugStaticProps } from '@/lib/static-props/slug-props'
export { taxonomyStaticPaths, taxonomyStaticProps } from '@/lib/static-props/taxonomy-props'
export { robotsDocument, robotsServerSideProps, sitemapDocument, sitemapServerSideProps } from '@/lib/seo/seo-routes'
export { socialCardServerSideProps } from '@/lib/seo/social-card-route'
