import { serveResource } from '@/features/media/serve-resource'
import { cms } from '@/lib/cms/instance'

type Context = { params: Promise<{ size: string; id: string; name: string }> }

export async function GET(_request: Request, { params }: Context) {
  return serveResource(await cms(), await params)
}
