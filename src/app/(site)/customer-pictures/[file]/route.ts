import { servePicture } from '@/customer/pictures/serve-picture'
import { cms } from '@/lib/cms/instance'

type Context = { params: Promise<{ file: string }> }

export async function GET(_request: Request, { params }: Context) {
  return servePicture(await cms(), (await params).file)
}
