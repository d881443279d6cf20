import { logoutFlow } from '@/identity/login-flow'
import { signInRoute } from '@/identity/sign-in-route'
import { apiRoute } from '@/lib/http/api-route'

// POST only, from the site's own origin (a GET answers 405): no link or form elsewhere signs a visitor out.
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ POST: signInRoute(logoutFlow) }, { maxBodyBytes: null })
