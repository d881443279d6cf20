'use client'
import { NewsletterForm } from '@/customer/newsletter/NewsletterForm.client'

/** The newsletter block's island: the newsletter feature's form. */
export default function NewsletterIsland({ idPrefix }: { idPrefix: string }) {
  return <NewsletterForm idPrefix={idPrefix} />
}
