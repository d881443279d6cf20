// Written by `npm run blocks` from the folders of src/blocks: do not edit.

/** The interactive part of each block that has one, requested when its island first renders in the browser. */
export const islandLoaders = {
  accountPage: () => import('./account-page/AccountPage.client'),
  bookingRequest: () => import('./booking-request/BookingRequest.client'),
  calendar: () => import('./calendar/Calendar.client'),
  carousel: () => import('./carousel/Carousel.client'),
  coordinatorList: () => import('./coordinator-list/CoordinatorList.client'),
  eventDetail: () => import('./event-detail/EventDetail.client'),
  eventList: () => import('./event-list/EventList.client'),
  faq: () => import('./faq/Faq.client'),
  listing: () => import('./listing/Listing.client'),
  newsletter: () => import('./newsletter/Newsletter.client'),
  plainSearch: () => import('./plain-search/PlainSearch.client'),
  reviewsPage: () => import('./reviews-page/ReviewsPage.client'),
  searchBar: () => import('./search-bar/SearchBar.client'),
  tour: () => import('./tour/Tour.client'),
  travelBooking: () => import('./travel-booking/TravelBooking.client'),
  travelGallery: () => import('./travel-gallery/TravelGallery.client'),
  travelItinerary: () => import('./travel-itinerary/TravelItinerary.client'),
  travelReviews: () => import('./travel-reviews/TravelReviews.client'),
  wishlistPage: () => import('./wishlist-page/WishlistPage.client'),
}
