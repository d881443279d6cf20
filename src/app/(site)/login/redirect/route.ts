import { loginCallback } from '@/identity/login-flow'

export const GET = loginCallback
