import { draftMode } from 'next/headers'
import { NextResponse, type NextRequest } from 'next/server'
import { isEditionCode } from '@/editions/editions'
import { cms } from '@/lib/cms/instance'

/**
 * `/preview?path=/it/some-page`: a signed-in editor (admin session cookie) enters draft mode and
 * lands on the page; anyone else gets 401. Only same-site edition paths are accepted.
 */
export async function enterPreview(request: NextRequest): Promise<Response> {
  const path = request.nextUrl.searchParams.get('path') ?? ''
  const edition = path.split('/')[1]
  if (!path.startsWith('/') || path.startsWith('//') || !isEditionCode(edition)) {
    return NextResponse.json({ key: 'VALIDATION_ERROR', message: 'A same-site page path is required.', extra: {} }, { status: 400 })
  }
  const { user } = await (await cms()).auth({ headers: request.headers })
  if (!user) {
    return NextResponse.json({ key: 'UNAUTHORIZED', message: 'Sign in to the admin to preview drafts.', extra: {} }, { status: 401 })
  }
  ;(await draftMode()).enable()
  // A relative location: the page opens on the host the editor is on, whatever its name.
  return new NextResponse(null, { status: 307, headers: { Location: path } })
}
