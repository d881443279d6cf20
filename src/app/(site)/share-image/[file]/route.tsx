import { ImageResponse } from 'next/og'
import { isEditionCode } from '@/editions/editions'
import { translator } from '@/editions/translator'
import { BRAND_NAME } from '@/lib/brand'

/** The size share previews are drawn at (Open Graph's and the large share card's). */
const WIDTH = 1200
const HEIGHT = 630

/**
 * An edition's share picture (`/share-image/it.png`), for pages without a picture of their own:
 * the brand's pin and name over hills at sunset, with the edition's tagline. Drawn on the first
 * request; the same for ever for one brand, so browsers and shared caches keep it for a day.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params
  const edition = file.replace(/\.png$/, '')
  if (!isEditionCode(edition) || !file.endsWith('.png'))
    return new Response('No such share picture\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  const tagline = translator(edition, 'seo')('shareTagline')
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        padding: '0 96px',
        background: 'linear-gradient(180deg, #fbe3cf 0%, #f7c09c 55%, #ee9b78 100%)',
        color: '#1f2a44',
        position: 'relative',
      }}
    >
      <svg width={WIDTH} height={260} viewBox="0 0 1200 260" style={{ position: 'absolute', left: 0, bottom: 0 }}>
        <circle cx="930" cy="120" r="70" fill="#fff4e6" />
        <path d="M0 170 C200 90 360 120 520 160 C700 205 860 110 1200 150 L1200 260 L0 260 Z" fill="#d9785f" />
        <path d="M0 215 C240 160 420 200 640 215 C860 232 1000 180 1200 200 L1200 260 L0 260 Z" fill="#b65a4a" />
      </svg>
      <div style={{ display: 'flex', alignItems: 'center', gap: 28 }}>
        <svg width={112} height={112} viewBox="0 0 32 32">
          <path d="M16 2c-6.1 0-11 4.8-11 10.8C5 20.9 16 30 16 30s11-9.1 11-17.2C27 6.8 22.1 2 16 2z" fill="#e2473b" />
          <circle cx="16" cy="12.5" r="4.5" fill="#fff" />
        </svg>
        <span style={{ fontSize: 104, fontWeight: 700, letterSpacing: -2 }}>{BRAND_NAME}</span>
      </div>
      <span style={{ marginTop: 24, fontSize: 48, maxWidth: 900 }}>{tagline}</span>
    </div>,
    {
      width: WIDTH,
      height: HEIGHT,
      headers: { 'cache-control': 'public, max-age=86400, stale-while-revalidate=604800' },
    },
  )
}
