import { imageSource } from '@/features/media/image'
import { safeUrl } from '@/lib/text/safe-url'
import { BlockRoot } from '../BlockRoot'
import { Island } from '../Island.client'
import type { BlockProps } from '../types'
import { CarouselSlides } from './CarouselSlides'
import { CAROUSEL_DEFAULT_ITEMS_PER_VIEW } from './constants'
import type { Slide } from './slide'

/**
 * Slides with image, title, text and link. The slides are server HTML (swipeable by native
 * scrolling without JavaScript); the carousel type adds an island with buttons and dots that
 * turns the same markup into an Embla carousel. The list type is a plain grid.
 */
export default function Carousel({ block, frame }: BlockProps<'carousel'>) {
  const slides: Slide[] = (block.slides ?? []).map((slide, index) => ({
    id: slide.id ?? `${frame.id}-${index}`,
    title: slide.title,
    text: slide.text ?? null,
    href: safeUrl(slide.linkUrl) ?? null,
    linkLabel: slide.linkLabel ?? null,
    image: imageSource(slide.image),
  }))
  const layout = block.type === 'list' ? 'list' : 'carousel'
  return (
    <BlockRoot frame={frame} interactive={layout === 'carousel'}>
      <div
        className={`b-carousel b-carousel--${layout}`}
        role={layout === 'carousel' ? 'region' : undefined}
        aria-roledescription={layout === 'carousel' ? 'carousel' : undefined}
        aria-label={layout === 'carousel' ? (block.title ?? undefined) : undefined}
      >
        <CarouselSlides
          title={block.title ?? null}
          slides={slides}
          perView={block.itemsPerView ?? CAROUSEL_DEFAULT_ITEMS_PER_VIEW}
          layout={layout}
        />
        {layout === 'carousel' && <Island frame={frame} type="carousel" props={{ slideCount: slides.length }} />}
      </div>
    </BlockRoot>
  )
}
