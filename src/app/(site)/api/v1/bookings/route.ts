import { BOOKING_REQUEST_MAX_BODY_BYTES } from '@/features/bookings/booking-request-body'
import { apiRoute } from '@/lib/http/api-route'
import { postBookingRequest } from '@/runtime/api/booking-calls'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute(
  { POST: postBookingRequest },
  { maxBodyBytes: BOOKING_REQUEST_MAX_BODY_BYTES },
)
