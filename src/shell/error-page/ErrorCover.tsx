type Props = { title: string; subtitle: string; status: number; action: { href: string; label: string } }

/** The cover of the error pages: title, subtitle, a pin, and a way on (its CSS loads with every page, from the site layout). */
export function ErrorCover({ title, subtitle, status, action }: Props) {
  return (
    <section className="error-cover" aria-labelledby="error-title" data-status={status}>
      <svg className="error-cover__pin" viewBox="0 0 64 64" width="72" height="72" aria-hidden="true">
        <path d="M32 4C20.4 4 11 13.2 11 24.6 11 40 32 60 32 60s21-20 21-35.4C53 13.2 43.6 4 32 4z" fill="var(--color-brand)" />
        <circle cx="32" cy="24" r="8" fill="#fff" />
      </svg>
      <h1 id="error-title" className="error-cover__title">
        {title}
      </h1>
      <p className="error-cover__subtitle">{subtitle}</p>
      <a className="button button--primary" href={action.href}>
        {action.label}
      </a>
    </section>
  )
}
