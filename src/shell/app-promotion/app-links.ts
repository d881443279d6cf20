import 'server-only'
import QRCode from 'qrcode'

/** Store pages of the mobile app (configurable; placeholders by default). */
export function appLinks() {
  return {
    appStoreUrl: process.env.APP_STORE_URL || 'https://apps.apple.com/app/id0000000000',
    googlePlayUrl: process.env.GOOGLE_PLAY_URL || 'https://play.google.com/store/apps/details?id=com.example.app',
    /** What the QR code opens: one link that sends each phone to its store. */
    downloadUrl: process.env.APP_DOWNLOAD_URL || process.env.APP_STORE_URL || 'https://apps.apple.com/app/id0000000000',
  }
}

/** Where the QR code is served (src/app/(site)/app-qr.svg): kept out of every page's payload. */
export const APP_QR_CODE_PATH = '/app-qr.svg'

const qrCodes = new Map<string, Promise<string>>()

/** The QR code of the download link as inline SVG, drawn once per address. */
export function appQrCodeSvg(url = appLinks().downloadUrl): Promise<string> {
  let svg = qrCodes.get(url)
  if (!svg) {
    svg = QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#1f2a44', light: '#ffffff' } })
    qrCodes.set(url, svg)
  }
  return svg
}
