import { appQrCodeSvg } from '@/shell/app-promotion/app-qr-code'

// The download link comes from the environment when served.
export const dynamic = 'force-dynamic'

/** The app download QR code of the app modal, as an SVG image. */
export async function GET() {
  return new Response(await appQrCodeSvg(), { headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=3600' } })
}
