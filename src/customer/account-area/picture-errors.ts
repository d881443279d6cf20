import { PICTURE_MAX_BYTES } from '@/customer/pictures/picture-rules'
import { SiteApiError } from '@/lib/query/site-api-call'

/** The account area's message for each refusal of a picture by the site API (by its error key). */
const PICTURE_REFUSAL_MESSAGES = {
  PAYLOAD_TOO_LARGE: 'pictureTooLarge',
  UNSUPPORTED_PICTURE_TYPE: 'pictureWrongType',
  PICTURE_UNREADABLE: 'pictureUnreadable',
  PICTURE_TOO_MANY_PIXELS: 'pictureTooManyPixels',
  RATE_LIMITED: 'pictureTooManyChanges',
} as const

export type PictureErrorMessage = (typeof PICTURE_REFUSAL_MESSAGES)[keyof typeof PICTURE_REFUSAL_MESSAGES] | 'saveFailed'

/** What to tell the customer when changing their picture failed: the refusal's reason, else that it could not be saved. */
export function pictureErrorMessage(error: unknown): PictureErrorMessage {
  if (error instanceof SiteApiError && Object.hasOwn(PICTURE_REFUSAL_MESSAGES, error.key))
    return PICTURE_REFUSAL_MESSAGES[error.key as keyof typeof PICTURE_REFUSAL_MESSAGES]
  return 'saveFailed'
}

/** A file the site would refuse for its size, told at once instead of after sending it. */
export const pictureFileRefusal = (file: { size: number }): PictureErrorMessage | null =>
  file.size > PICTURE_MAX_BYTES ? 'pictureTooLarge' : null
