import { isEditionCode } from '@/editions/editions'
import { editionSitemap } from '@/runtime/sitemap'

/** `/sitemaps/it.xml` ... one per edition; anything else is 404. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const edition = (await params).file.replace(/\.xml$/, '')
  if (!isEditionCode(edition) || !(await params).file.endsWith('.xml')) return new Response('Not found', { status: 404 })
  return new Response(await editionSitemap(edition), { headers: { 'content-type': 'application/xml; charset=utf-8' } })
}
