import type { EditionCode } from '@/editions/editions'
import { href } from '@/editions/href'
import { message } from '@/editions/messages'
import './error-cover.css'

type Props = { edition: EditionCode; title: string; subtitle: string; detail?: string | null; status: number }

/** The cover of the error pages (spec 001 §8): title, subtitle, a pin, and a way on. */
export function ErrorCover({ edition, title, subtitle, detail, status }: Props) {
  const travels = href('travels', {}, edition)
  return (
    <section className="error-cover" aria-labelledby="error-title" data-status={status}>
      <svg className="error-cover__pin" viewBox="0 0 64 64" width="72" height="72" aria-hidden="true">
        <path d="M32 4C20.4 4 11 13.2 11 24.6 11 40 32 60 32 60s21-20 21-35.4C53 13.2 43.6 4 32 4z" fill="var(--color-brand)" />
        <circle cx="32" cy="24" r="8" fill="#fff" />
      </svg>
      <h1 id="error-title" className="error-cover__title">{title}</h1>
      <p className="error-cover__subtitle">{subtitle}</p>
      {detail && <p className="error-cover__detail">{detail}</p>}
      <a className="button button--primary" href={travels || href('index', {}, edition)}>
        {message(edition, 'showTravels')}
      </a>
    </section>
  )
}
