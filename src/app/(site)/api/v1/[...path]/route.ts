import { apiHandler } from '@/lib/http/api-handler'
import { unknownCall } from '@/runtime/api/unknown-call'

/** Any other path under /api/v1: the CONTRACT's 404 envelope, for every method. */
const handler = apiHandler(unknownCall)
export { handler as GET, handler as POST, handler as PUT, handler as PATCH, handler as DELETE }
