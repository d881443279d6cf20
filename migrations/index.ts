import * as migration_20261122_030141_initial from './20261122_030141_initial';
import * as migration_20261122_052343_site_shell from './20261122_052343_site_shell';
import * as migration_20261122_075319_catalog from './20261122_075319_catalog';
import * as migration_20261122_082356_listing_block from './20261122_082356_listing_block';
import * as migration_20261122_083110_calendar_tour_blocks from './20261122_083110_calendar_tour_blocks';
import * as migration_20261124_204352_travel_page_blocks from './20261124_204352_travel_page_blocks';
import * as migration_20261124_205812_travel_faq_categories from './20261124_205812_travel_faq_categories';
import * as migration_20261124_222259_travel_reviews_gallery_booking_coordinators from './20261124_222259_travel_reviews_gallery_booking_coordinators';
import * as migration_20261124_230041_search_bar_block from './20261124_230041_search_bar_block';
import * as migration_20261125_002815_search_bar_layout from './20261125_002815_search_bar_layout';
import * as migration_20261125_011250_customers_sign_in from './20261125_011250_customers_sign_in';
import * as migration_20261125_030302_newsletter_opt_in from './20261125_030302_newsletter_opt_in';
import * as migration_20261125_033000_identity_records from './20261125_033000_identity_records';
import * as migration_20261125_035404_wishlist from './20261125_035404_wishlist';
import * as migration_20261125_035512_bookings from './20261125_035512_bookings';
import * as migration_20261125_041000_wishlist_page_block from './20261125_041000_wishlist_page_block';
import * as migration_20261125_044650_merge_snapshot from './20261125_044650_merge_snapshot';
import * as migration_20261125_062319_notify_me_alerts from './20261125_062319_notify_me_alerts';
import * as migration_20261126_152821_outbox from './20261126_152821_outbox';
import * as migration_20261126_153137_account_area_and_reviews_page from './20261126_153137_account_area_and_reviews_page';
import * as migration_20261126_153153_booking_requests from './20261126_153153_booking_requests';
import * as migration_20261126_163715_merge_snapshot_outbox_account_booking from './20261126_163715_merge_snapshot_outbox_account_booking';
import * as migration_20261126_192042_customer_pictures from './20261126_192042_customer_pictures';
import * as migration_20261126_192534_customer_history from './20261126_192534_customer_history';
import * as migration_20261126_200858_merge_snapshot_pictures_history from './20261126_200858_merge_snapshot_pictures_history';
import * as migration_20261126_224827_backoffice_login_limits from './20261126_224827_backoffice_login_limits';
import * as migration_20261127_203355_home_sells_blocks from './20261127_203355_home_sells_blocks';
import * as migration_20261127_204442_media_localized_alt from './20261127_204442_media_localized_alt';
import * as migration_20261127_213641_merge_snapshot_home_pictures from './20261127_213641_merge_snapshot_home_pictures';
import * as migration_20261128_025310_exchange_rates from './20261128_025310_exchange_rates';
import * as migration_20261128_055612_localized_stage_places from './20261128_055612_localized_stage_places';
import * as migration_20261128_091011_wemeet_events from './20261128_091011_wemeet_events';
import * as migration_20261128_095236_plain_search_block from './20261128_095236_plain_search_block';
import * as migration_20261128_121426_listing_on_offer from './20261128_121426_listing_on_offer';
import * as migration_20261128_123946_experiments from './20261128_123946_experiments';
import * as migration_20261128_125703_talk_to_us_flag from './20261128_125703_talk_to_us_flag';
import * as migration_20261128_134120_feature_flag_values_optional from './20261128_134120_feature_flag_values_optional';

export const migrations = [
  {
    up: migration_20261122_030141_initial.up,
    down: migration_20261122_030141_initial.down,
    name: '20261122_030141_initial',
  },
  {
    up: migration_20261122_052343_site_shell.up,
    down: migration_20261122_052343_site_shell.down,
    name: '20261122_052343_site_shell',
  },
  {
    up: migration_20261122_075319_catalog.up,
    down: migration_20261122_075319_catalog.down,
    name: '20261122_075319_catalog',
  },
  {
    up: migration_20261122_082356_listing_block.up,
    down: migration_20261122_082356_listing_block.down,
    name: '20261122_082356_listing_block',
  },
  {
    up: migration_20261122_083110_calendar_tour_blocks.up,
    down: migration_20261122_083110_calendar_tour_blocks.down,
    name: '20261122_083110_calendar_tour_blocks',
  },
  {
    up: migration_20261124_204352_travel_page_blocks.up,
    down: migration_20261124_204352_travel_page_blocks.down,
    name: '20261124_204352_travel_page_blocks',
  },
  {
    up: migration_20261124_205812_travel_faq_categories.up,
    down: migration_20261124_205812_travel_faq_categories.down,
    name: '20261124_205812_travel_faq_categories',
  },
  {
    up: migration_20261124_222259_travel_reviews_gallery_booking_coordinators.up,
    down: migration_20261124_222259_travel_reviews_gallery_booking_coordinators.down,
    name: '20261124_222259_travel_reviews_gallery_booking_coordinators',
  },
  {
    up: migration_20261124_230041_search_bar_block.up,
    down: migration_20261124_230041_search_bar_block.down,
    name: '20261124_230041_search_bar_block',
  },
  {
    up: migration_20261125_002815_search_bar_layout.up,
    down: migration_20261125_002815_search_bar_layout.down,
    name: '20261125_002815_search_bar_layout',
  },
  {
    up: migration_20261125_011250_customers_sign_in.up,
    down: migration_20261125_011250_customers_sign_in.down,
    name: '20261125_011250_customers_sign_in',
  },
  {
    up: migration_20261125_030302_newsletter_opt_in.up,
    down: migration_20261125_030302_newsletter_opt_in.down,
    name: '20261125_030302_newsletter_opt_in',
  },
  {
    up: migration_20261125_033000_identity_records.up,
    down: migration_20261125_033000_identity_records.down,
    name: '20261125_033000_identity_records',
  },
  {
    up: migration_20261125_035404_wishlist.up,
    down: migration_20261125_035404_wishlist.down,
    name: '20261125_035404_wishlist',
  },
  {
    up: migration_20261125_035512_bookings.up,
    down: migration_20261125_035512_bookings.down,
    name: '20261125_035512_bookings',
  },
  {
    up: migration_20261125_041000_wishlist_page_block.up,
    down: migration_20261125_041000_wishlist_page_block.down,
    name: '20261125_041000_wishlist_page_block',
  },
  {
    up: migration_20261125_044650_merge_snapshot.up,
    down: migration_20261125_044650_merge_snapshot.down,
    name: '20261125_044650_merge_snapshot',
  },
  {
    up: migration_20261125_062319_notify_me_alerts.up,
    down: migration_20261125_062319_notify_me_alerts.down,
    name: '20261125_062319_notify_me_alerts',
  },
  {
    up: migration_20261126_152821_outbox.up,
    down: migration_20261126_152821_outbox.down,
    name: '20261126_152821_outbox',
  },
  {
    up: migration_20261126_153137_account_area_and_reviews_page.up,
    down: migration_20261126_153137_account_area_and_reviews_page.down,
    name: '20261126_153137_account_area_and_reviews_page',
  },
  {
    up: migration_20261126_153153_booking_requests.up,
    down: migration_20261126_153153_booking_requests.down,
    name: '20261126_153153_booking_requests',
  },
  {
    up: migration_20261126_163715_merge_snapshot_outbox_account_booking.up,
    down: migration_20261126_163715_merge_snapshot_outbox_account_booking.down,
    name: '20261126_163715_merge_snapshot_outbox_account_booking',
  },
  {
    up: migration_20261126_192042_customer_pictures.up,
    down: migration_20261126_192042_customer_pictures.down,
    name: '20261126_192042_customer_pictures',
  },
  {
    up: migration_20261126_192534_customer_history.up,
    down: migration_20261126_192534_customer_history.down,
    name: '20261126_192534_customer_history',
  },
  {
    up: migration_20261126_200858_merge_snapshot_pictures_history.up,
    down: migration_20261126_200858_merge_snapshot_pictures_history.down,
    name: '20261126_200858_merge_snapshot_pictures_history',
  },
  {
    up: migration_20261126_224827_backoffice_login_limits.up,
    down: migration_20261126_224827_backoffice_login_limits.down,
    name: '20261126_224827_backoffice_login_limits',
  },
  {
    up: migration_20261127_203355_home_sells_blocks.up,
    down: migration_20261127_203355_home_sells_blocks.down,
    name: '20261127_203355_home_sells_blocks',
  },
  {
    up: migration_20261127_204442_media_localized_alt.up,
    down: migration_20261127_204442_media_localized_alt.down,
    name: '20261127_204442_media_localized_alt',
  },
  {
    up: migration_20261127_213641_merge_snapshot_home_pictures.up,
    down: migration_20261127_213641_merge_snapshot_home_pictures.down,
    name: '20261127_213641_merge_snapshot_home_pictures',
  },
  {
    up: migration_20261128_025310_exchange_rates.up,
    down: migration_20261128_025310_exchange_rates.down,
    name: '20261128_025310_exchange_rates',
  },
  {
    up: migration_20261128_055612_localized_stage_places.up,
    down: migration_20261128_055612_localized_stage_places.down,
    name: '20261128_055612_localized_stage_places',
  },
  {
    up: migration_20261128_091011_wemeet_events.up,
    down: migration_20261128_091011_wemeet_events.down,
    name: '20261128_091011_wemeet_events',
  },
  {
    up: migration_20261128_095236_plain_search_block.up,
    down: migration_20261128_095236_plain_search_block.down,
    name: '20261128_095236_plain_search_block',
  },
  {
    up: migration_20261128_121426_listing_on_offer.up,
    down: migration_20261128_121426_listing_on_offer.down,
    name: '20261128_121426_listing_on_offer',
  },
  {
    up: migration_20261128_123946_experiments.up,
    down: migration_20261128_123946_experiments.down,
    name: '20261128_123946_experiments',
  },
  {
    up: migration_20261128_125703_talk_to_us_flag.up,
    down: migration_20261128_125703_talk_to_us_flag.down,
    name: '20261128_125703_talk_to_us_flag',
  },
  {
    up: migration_20261128_134120_feature_flag_values_optional.up,
    down: migration_20261128_134120_feature_flag_values_optional.down,
    name: '20261128_134120_feature_flag_values_optional'
  },
];
