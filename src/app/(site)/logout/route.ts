import { logoutFlow } from '@/identity/login-flow'
import { signInRoute } from '@/identity/sign-in-route'

export const GET = signInRoute(logoutFlow)
