import { message } from '@/editions/messages'
import { imageSource } from '@/features/media/image'
import { safeUrl } from '@/lib/text/safe-url'
import { Island } from '../Island.client'
import { StaticBlock } from '../StaticBlock'
import type { BlockProps } from '../types'
import { CarouselSlides } from './CarouselSlides'
import { CAROUSEL_DEFAULT_ITEMS_PER_VIEW } from './constants'
import type { Slide } from './slide'
import './carousel.css'

/** Slides with image, title, text and link, as a swipeable carousel or as a plain list. */
export function Carousel({ block, frame, context }: BlockProps<'carousel'>) {
  const slides: Slide[] = (block.slides ?? []).map((slide, index) => ({
    id: slide.id ?? `${frame.id}-${index}`,
    title: slide.title,
    text: slide.text ?? null,
    href: safeUrl(slide.linkUrl) ?? null,
    linkLabel: slide.linkLabel ?? null,
    image: imageSource(slide.image),
  }))
  const perView = block.itemsPerView ?? CAROUSEL_DEFAULT_ITEMS_PER_VIEW
  const title = block.title ?? null

  if (block.type === 'list') {
    return (
      <StaticBlock frame={frame}>
        <CarouselSlides title={title} slides={slides} perView={perView} layout="list" />
      </StaticBlock>
    )
  }
  return (
    <Island
      frame={frame}
      type="carousel"
      props={{
        title,
        slides,
        perView,
        labels: {
          previous: message(context.edition, 'carouselPrevious'),
          next: message(context.edition, 'carouselNext'),
          goTo: message(context.edition, 'carouselGoTo'),
        },
      }}
    />
  )
}
