import type { NextRequest } from 'next/server'
import { interactionPage } from '@/identity/login-flow'
import { signInRoute } from '@/identity/sign-in-route'

export const GET = signInRoute(async (request: NextRequest, { params }: { params: Promise<{ uid: string }> }) =>
  interactionPage(request, (await params).uid),
)
