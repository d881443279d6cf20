import { enterPreview } from '@/runtime/preview'

export const GET = enterPreview
