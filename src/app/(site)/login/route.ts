import { startLogin } from '@/identity/login-flow'

export const GET = startLogin
