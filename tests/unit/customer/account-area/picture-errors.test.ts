import { describe, expect, it } from 'vitest'
import { pictureErrorMessage, pictureFileRefusal } from '@/customer/account-area/picture-errors'
import { PICTURE_MAX_BYTES } from '@/customer/pictures/picture-rules'
import { SiteApiError } from '@/lib/query/site-api-call'

describe('the profile page’s words for a refused picture', () => {
  it('say why the site refused it', () => {
    expect(pictureErrorMessage(new SiteApiError(413, 'PAYLOAD_TOO_LARGE', []))).toBe('pictureTooLarge')
    expect(pictureErrorMessage(new SiteApiError(400, 'UNSUPPORTED_PICTURE_TYPE', []))).toBe('pictureWrongType')
    expect(pictureErrorMessage(new SiteApiError(400, 'PICTURE_UNREADABLE', []))).toBe('pictureUnreadable')
    expect(pictureErrorMessage(new SiteApiError(400, 'PICTURE_TOO_MANY_PIXELS', []))).toBe('pictureTooManyPixels')
    expect(pictureErrorMessage(new SiteApiError(429, 'RATE_LIMITED', []))).toBe('pictureTooManyChanges')
  })

  it('say it could not be saved for any other failure', () => {
    for (const failure of [
      new SiteApiError(500, 'INTERNAL_ERROR', []),
      new SiteApiError(0, 'NETWORK_ERROR', []),
      new SiteApiError(400, 'constructor', []),
      new Error('offline'),
    ])
      expect(pictureErrorMessage(failure)).toBe('saveFailed')
  })

  it('refuse a file over the size limit before it is sent', () => {
    expect(pictureFileRefusal({ size: PICTURE_MAX_BYTES + 1 })).toBe('pictureTooLarge')
    expect(pictureFileRefusal({ size: PICTURE_MAX_BYTES })).toBeNull()
  })
})
