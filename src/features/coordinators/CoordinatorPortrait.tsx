import { resourceAddress } from '@/features/media/resource'

type Picture = { id: number; seoName: string } | null

/**
 * A coordinator's round portrait, or their initial when they have no picture. Decorative: their
 * name always stands beside it. The block that shows it styles `className` (and `--initial`).
 */
export function CoordinatorPortrait({
  picture,
  name,
  size,
  className,
}: {
  picture: Picture
  name: string
  size: number
  className: string
}) {
  if (!picture)
    return (
      <span className={`${className} ${className}--initial`} aria-hidden="true">
        {name.slice(0, 1)}
      </span>
    )
  return (
    <img
      className={className}
      src={resourceAddress(picture.id, picture.seoName, 'thumbnail')}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
    />
  )
}
