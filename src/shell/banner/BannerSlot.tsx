import type { BannerData } from '../data/types'
import { bannerChoiceScript } from './banner-choice-script'
import { BannerBar } from './BannerBar'

/** Every banner of the page's path; which one a visitor sees is decided in the browser (closed ones stay hidden). */
export function BannerSlot({ banners, closeLabel }: { banners: readonly BannerData[]; closeLabel: string }) {
  if (banners.length === 0) return null
  return (
    <div className="banner-slot">
      <script dangerouslySetInnerHTML={{ __html: bannerChoiceScript(banners.map((banner) => banner.id)) }} />
      {banners.map((banner) => (
        <BannerBar key={banner.id} banner={banner} closeLabel={closeLabel} />
      ))}
    </div>
  )
}
