// Written by `npm run blocks` from the folders of src/blocks: do not edit.

import type { DeclaredBlock } from './define-block'
import accountPageBlock from './account-page/block'
import bookingRequestBlock from './booking-request/block'
import calendarBlock from './calendar/block'
import carouselBlock from './carousel/block'
import coordinatorListBlock from './coordinator-list/block'
import coordinatorProfileBlock from './coordinator-profile/block'
import faqBlock from './faq/block'
import heroBlock from './hero/block'
import htmlBlock from './html/block'
import listingBlock from './listing/block'
import reviewsPageBlock from './reviews-page/block'
import richTextBlock from './rich-text/block'
import searchBarBlock from './search-bar/block'
import tourBlock from './tour/block'
import travelBookingBlock from './travel-booking/block'
import travelCoordinatorBlock from './travel-coordinator/block'
import travelGalleryBlock from './travel-gallery/block'
import travelInclusionsBlock from './travel-inclusions/block'
import travelItineraryBlock from './travel-itinerary/block'
import travelOverviewBlock from './travel-overview/block'
import travelPaymentBlock from './travel-payment/block'
import travelReviewsBlock from './travel-reviews/block'
import wishlistPageBlock from './wishlist-page/block'

/** Every block type editors can put on a page. */
export const declaredBlocks: readonly DeclaredBlock[] = [accountPageBlock, bookingRequestBlock, calendarBlock, carouselBlock, coordinatorListBlock, coordinatorProfileBlock, faqBlock, heroBlock, htmlBlock, listingBlock, reviewsPageBlock, richTextBlock, searchBarBlock, tourBlock, travelBookingBlock, travelCoordinatorBlock, travelGalleryBlock, travelInclusionsBlock, travelItineraryBlock, travelOverviewBlock, travelPaymentBlock, travelReviewsBlock, wishlistPageBlock]
