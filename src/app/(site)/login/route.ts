import { startLogin } from '@/identity/login-flow'
import { signInRoute } from '@/identity/sign-in-route'

export const GET = signInRoute(startLogin)
