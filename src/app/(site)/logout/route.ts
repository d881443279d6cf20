import { logoutFlow } from '@/identity/login-flow'

export const GET = logoutFlow
