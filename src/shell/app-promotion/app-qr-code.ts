import 'server-only'
import QRCode from 'qrcode'
import { appLinks } from './app-links'

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
