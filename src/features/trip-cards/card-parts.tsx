import { preload } from 'react-dom'
import type { CurrencyCode } from '@/editions/editions'
import { formatPrice } from '@/editions/formats'
import { useTranslations } from 'next-intl'
import type { ApiTour } from '@/features/catalog/search/present'
import { resourceAddress, type ResourceSize } from '@/features/media/resource'
import { StatusLine, statusWords, type StatusTour } from './StatusLine'

type Image = { id: number; baseUrl: string; seoName: string; altText: string } | null

const SIZES = '(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw'
const path = (image: NonNullable<Image>, size: ResourceSize) => resourceAddress(image.id, image.seoName, size)

/**
 * A card's cover: the mobile picture, the desktop one from 768 px.
 * The first covers of a list are preloaded and load eagerly; the rest load when near.
 */
export function CardCover({ mobile, desktop, eager }: { mobile: Image; desktop: Image; eager: boolean }) {
  const main = mobile ?? desktop
  if (!main) return <div className="card__cover card__cover--empty" aria-hidden="true" />
  const srcSet = `${path(main, 'thumbnail')} 400w, ${path(main, 'card')} 768w`
  if (eager) preload(path(main, 'card'), { as: 'image', imageSrcSet: srcSet, imageSizes: SIZES, fetchPriority: 'high' })
  return (
    <picture className="card__cover">
      {desktop && desktop.id !== main.id && (
        <source media="(min-width: 768px)" srcSet={`${path(desktop, 'card')} 768w, ${path(desktop, 'hero')} 1600w`} sizes={SIZES} />
      )}
      <img
        src={path(main, 'card')}
        srcSet={srcSet}
        sizes={SIZES}
        alt={main.altText}
        width={768}
        height={512}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
    </picture>
  )
}

/** A price, struck-through base price beside it when discounted. */
export function CardPrice({
  tour,
  currency,
  from,
}: {
  tour: Pick<ApiTour, 'price' | 'basePrice' | 'discount'>
  currency: CurrencyCode
  from: boolean
}) {
  const t = useTranslations('catalog')
  const price = formatPrice(tour.price, currency)
  return (
    <p className="card__price">
      <strong>{from ? t('from', { price }) : price}</strong>
      {tour.discount > 0 && (
        <s className="card__price-was">
          <span className="visually-hidden">{t('priceWas', { price: formatPrice(tour.basePrice, currency) })}</span>
          <span aria-hidden="true">{formatPrice(tour.basePrice, currency)}</span>
        </s>
      )}
    </p>
  )
}

/** The trip's promotion code while it is in force: why a departure without a discount is on offer. */
export function CardPromo({ code }: { code: string | null }) {
  const t = useTranslations('catalog')
  return code ? <p className="card__promo">{t('promoCode', { code })}</p> : null
}

/** The departure's status and, when it has one, its seats message. */
export function CardStatus({ tour }: { tour: StatusTour }) {
  return <StatusLine status={tour.status} {...statusWords(tour, useTranslations('catalog'))} />
}
