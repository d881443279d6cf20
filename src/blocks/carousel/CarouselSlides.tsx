import type { CSSProperties } from 'react'
import type { Slide } from './slide'

type Props = { title: string | null; slides: Slide[]; perView: number; layout: 'carousel' | 'list' }

/** The slides as server HTML, for both the carousel and the list. */
export function CarouselSlides({ title, slides, perView, layout }: Props) {
  const style = { '--per-view': perView } as CSSProperties
  return (
    <>
      {title && <h2 className="b-carousel__title">{title}</h2>}
      <div className={`b-carousel__viewport b-carousel__viewport--${layout}`} style={style}>
        <ul className="b-carousel__track">
          {slides.map((slide) => (
            <li className="b-carousel__slide" key={slide.id}>
              <article className="b-carousel__card">
                {slide.image && (
                  <img
                    className="b-carousel__image"
                    src={slide.image.src}
                    srcSet={slide.image.srcSet}
                    sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 85vw"
                    alt={slide.image.alt}
                    width={slide.image.width}
                    height={slide.image.height}
                    loading="lazy"
                    decoding="async"
                    draggable={false}
                  />
                )}
                <div className="b-carousel__body">
                  <h3 className="b-carousel__slide-title">{slide.href ? <a href={slide.href}>{slide.title}</a> : slide.title}</h3>
                  {slide.text && <p className="b-carousel__text">{slide.text}</p>}
                  {slide.href && slide.linkLabel && (
                    <span className="b-carousel__link" aria-hidden="true">
                      {slide.linkLabel} →
                    </span>
                  )}
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </>
  )
}
