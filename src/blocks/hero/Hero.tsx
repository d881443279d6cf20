import { preload } from 'react-dom'
import { imageSource } from '@/features/media/image'
import { safeUrl } from '@/lib/text/safe-url'
import { BlockRoot } from '../BlockRoot'
import type { BlockProps } from '../types'

/** The cover spans the viewport's width. */
const HERO_SIZES = '100vw'

/** Cover image with title, subtitle and an optional call to action. Server HTML only. */
export default function Hero({ block, frame }: BlockProps<'hero'>) {
  const image = imageSource(block.image)
  const ctaHref = safeUrl(block.callToAction?.url)
  const isFirst = frame.index === 0
  // The first block's cover is the page's largest paint: the browser fetches it from the head, first.
  if (image && isFirst) preload(image.src, { as: 'image', imageSrcSet: image.srcSet, imageSizes: HERO_SIZES, fetchPriority: 'high' })
  return (
    <BlockRoot frame={frame}>
      <div className={`b-hero b-hero--${block.height ?? 'large'}`}>
        {image && (
          <img
            className="b-hero__image"
            src={image.src}
            srcSet={image.srcSet}
            sizes={HERO_SIZES}
            alt={image.alt}
            width={image.width}
            height={image.height}
            loading={isFirst ? 'eager' : 'lazy'}
            fetchPriority={isFirst ? 'high' : undefined}
            decoding={isFirst ? 'sync' : 'async'}
          />
        )}
        <div className="b-hero__content">
          {isFirst ? <h1 className="b-hero__title">{block.title}</h1> : <h2 className="b-hero__title">{block.title}</h2>}
          {block.subtitle && <p className="b-hero__subtitle">{block.subtitle}</p>}
          {ctaHref && block.callToAction?.label && (
            <a className="button button--primary b-hero__cta" href={ctaHref}>
              {block.callToAction.label}
            </a>
          )}
        </div>
      </div>
    </BlockRoot>
  )
}
