/** Store pages of the mobile app (configurable; placeholders by default), read from the server's environment. */
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
