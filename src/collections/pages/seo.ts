import type { GenerateTitle, GenerateURL } from '@payloadcms/plugin-seo/types'
import { defaultEdition } from '@/editions/edition'
import { editionFromLocale, pagePath } from '@/editions/page-path'
import { BRAND_NAME } from '@/lib/brand'
import { siteUrl } from '@/lib/site-url'

/** The page title gets a brand suffix. */
export const seoTitle: GenerateTitle = ({ doc }) => `${String(doc?.title ?? '')} | ${BRAND_NAME}`

export const seoUrl: GenerateURL = ({ doc, locale }) => `${siteUrl()}${pagePath(doc ?? {}, defaultEdition(editionFromLocale(locale)))}`
