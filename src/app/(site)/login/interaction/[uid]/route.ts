import type { NextRequest } from 'next/server'
import { interactionPage } from '@/identity/login-flow'

export async function GET(request: NextRequest, { params }: { params: Promise<{ uid: string }> }) {
  return interactionPage(request, (await params).uid)
}
