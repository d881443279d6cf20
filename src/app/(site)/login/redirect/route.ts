import { loginCallback } from '@/identity/login-flow'
import { signInRoute } from '@/identity/sign-in-route'

export const GET = signInRoute(loginCallback)
