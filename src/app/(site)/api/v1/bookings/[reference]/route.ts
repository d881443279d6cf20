import { apiRoute } from '@/lib/http/api-route'
import { putBooking } from '@/runtime/api/booking-calls'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ PUT: putBooking })
