import { apiHandler } from '@/lib/http/api-handler'
import { unknownCall } from '@/runtime/api/unknown-call'

/** Any other path under /api/v1: the site API's 404 envelope, for every method (the body is never read). */
const handler = apiHandler(unknownCall, { maxBodyBytes: null })
export { handler as GET, handler as HEAD, handler as POST, handler as PUT, handler as PATCH, handler as DELETE, handler as OPTIONS }
