import type { ImageSource } from '@/features/media/image'

/** What a carousel slide needs to render: small and serialisable (it travels to the island). */
export type Slide = {
  id: string
  title: string
  text: string | null
  href: string | null
  linkLabel: string | null
  image: ImageSource | null
}
