import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_layout" AS ENUM('default', 'empty', 'events');
  CREATE TYPE "public"."enum__pages_v_version_layout" AS ENUM('default', 'empty', 'events');
  CREATE TYPE "public"."enum_banners_edition" AS ENUM('it', 'es', 'fr', 'de', 'en', 'us', 'intl');
  CREATE TYPE "public"."enum_banners_call_to_action_action" AS ENUM('none', 'scroll', 'link');
  CREATE TYPE "public"."enum_banners_call_to_action_link_kind" AS ENUM('route', 'page', 'travel', 'url');
  CREATE TYPE "public"."enum_banners_call_to_action_link_route" AS ENUM('index', 'age-groups', 'contacts', 'how-it-works', 'no-sharing-room', 'travels', 'coordinators', 'tours', 'faqs', 'media-sharing', 'media-coordinators', 'legal-general-condition', 'legal-privacy-policy', 'legal-terms-conditions', 'legal-cancellation-policy', 'area-asia', 'area-europe', 'area-america', 'area-africa', 'area-oceania', 'area-antarctica', 'wemeet-by-product', 'wemeet-by-product-about', 'our-values', 'search', 'search-ai', 'wishlist', 'sales', 'events-wemeet');
  CREATE TYPE "public"."enum_editions_currencies" AS ENUM('EUR', 'GBP', 'USD');
  CREATE TYPE "public"."enum_editions_disabled_routes" AS ENUM('age-groups', 'contacts', 'how-it-works', 'no-sharing-room', 'travels', 'coordinators', 'tours', 'faqs', 'media-sharing', 'media-coordinators', 'legal-general-condition', 'legal-privacy-policy', 'legal-terms-conditions', 'legal-cancellation-policy', 'area-asia', 'area-europe', 'area-america', 'area-africa', 'area-oceania', 'area-antarctica', 'wemeet-by-product', 'wemeet-by-product-about', 'our-values', 'travels-travel', 'travels-travel-tour', 'travels-travel-itinerary', 'coordinators-coordinator', 'search', 'search-ai', 'wishlist', 'sales', 'events-wemeet', 'events-city-slug');
  CREATE TYPE "public"."enum_editions_code" AS ENUM('it', 'es', 'fr', 'de', 'en', 'us', 'intl');
  CREATE TYPE "public"."enum_editions_icon" AS ENUM('it', 'es', 'fr', 'de', 'gb', 'us', 'world');
  CREATE TYPE "public"."enum_editions_language" AS ENUM('it', 'es', 'fr', 'de', 'en');
  CREATE TYPE "public"."enum_editions_currency" AS ENUM('EUR', 'GBP', 'USD');
  CREATE TYPE "public"."enum_editions_date_format" AS ENUM('DD/MM/YYYY');
  CREATE TYPE "public"."enum_editions_week_starts_on" AS ENUM('1', '0');
  CREATE TYPE "public"."enum_header_menu_children_links_badge" AS ENUM('NEW', 'HOT', 'SAFE');
  CREATE TYPE "public"."enum_header_menu_children_links_link_kind" AS ENUM('route', 'page', 'travel', 'url');
  CREATE TYPE "public"."enum_header_menu_children_links_link_route" AS ENUM('index', 'age-groups', 'contacts', 'how-it-works', 'no-sharing-room', 'travels', 'coordinators', 'tours', 'faqs', 'media-sharing', 'media-coordinators', 'legal-general-condition', 'legal-privacy-policy', 'legal-terms-conditions', 'legal-cancellation-policy', 'area-asia', 'area-europe', 'area-america', 'area-africa', 'area-oceania', 'area-antarctica', 'wemeet-by-product', 'wemeet-by-product-about', 'our-values', 'search', 'search-ai', 'wishlist', 'sales', 'events-wemeet');
  CREATE TYPE "public"."enum_header_menu_children_style" AS ENUM('default', 'highlight', 'muted');
  CREATE TYPE "public"."enum_header_menu_children_badge" AS ENUM('NEW', 'HOT', 'SAFE');
  CREATE TYPE "public"."enum_header_menu_children_link_kind" AS ENUM('route', 'page', 'travel', 'url');
  CREATE TYPE "public"."enum_header_menu_children_link_route" AS ENUM('index', 'age-groups', 'contacts', 'how-it-works', 'no-sharing-room', 'travels', 'coordinators', 'tours', 'faqs', 'media-sharing', 'media-coordinators', 'legal-general-condition', 'legal-privacy-policy', 'legal-terms-conditions', 'legal-cancellation-policy', 'area-asia', 'area-europe', 'area-america', 'area-africa', 'area-oceania', 'area-antarctica', 'wemeet-by-product', 'wemeet-by-product-about', 'our-values', 'search', 'search-ai', 'wishlist', 'sales', 'events-wemeet');
  CREATE TYPE "public"."enum_header_menu_type" AS ENUM('mega-menu', 'drop-down', 'link');
  CREATE TYPE "public"."enum_header_menu_style" AS ENUM('default', 'highlight', 'muted');
  CREATE TYPE "public"."enum_header_menu_link_kind" AS ENUM('route', 'page', 'travel', 'url');
  CREATE TYPE "public"."enum_header_menu_link_route" AS ENUM('index', 'age-groups', 'contacts', 'how-it-works', 'no-sharing-room', 'travels', 'coordinators', 'tours', 'faqs', 'media-sharing', 'media-coordinators', 'legal-general-condition', 'legal-privacy-policy', 'legal-terms-conditions', 'legal-cancellation-policy', 'area-asia', 'area-europe', 'area-america', 'area-africa', 'area-oceania', 'area-antarctica', 'wemeet-by-product', 'wemeet-by-product-about', 'our-values', 'search', 'search-ai', 'wishlist', 'sales', 'events-wemeet');
  CREATE TYPE "public"."enum_header_mobile_buttons_variant" AS ENUM('primary', 'secondary');
  CREATE TYPE "public"."enum_header_mobile_buttons_link_kind" AS ENUM('route', 'page', 'travel', 'url');
  CREATE TYPE "public"."enum_header_mobile_buttons_link_route" AS ENUM('index', 'age-groups', 'contacts', 'how-it-works', 'no-sharing-room', 'travels', 'coordinators', 'tours', 'faqs', 'media-sharing', 'media-coordinators', 'legal-general-condition', 'legal-privacy-policy', 'legal-terms-conditions', 'legal-cancellation-policy', 'area-asia', 'area-europe', 'area-america', 'area-africa', 'area-oceania', 'area-antarctica', 'wemeet-by-product', 'wemeet-by-product-about', 'our-values', 'search', 'search-ai', 'wishlist', 'sales', 'events-wemeet');
  CREATE TYPE "public"."enum_header_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__header_v_version_menu_children_links_badge" AS ENUM('NEW', 'HOT', 'SAFE');
  CREATE TYPE "public"."enum__header_v_version_menu_children_links_link_kind" AS ENUM('route', 'page', 'travel', 'url');
  CREATE TYPE "public"."enum__header_v_version_menu_children_links_link_route" AS ENUM('index', 'age-groups', 'contacts', 'how-it-works', 'no-sharing-room', 'travels', 'coordinators', 'tours', 'faqs', 'media-sharing', 'media-coordinators', 'legal-general-condition', 'legal-privacy-policy', 'legal-terms-conditions', 'legal-cancellation-policy', 'area-asia', 'area-europe', 'area-america', 'area-africa', 'area-oceania', 'area-antarctica', 'wemeet-by-product', 'wemeet-by-product-about', 'our-values', 'search', 'search-ai', 'wishlist', 'sales', 'events-wemeet');
  CREATE TYPE "public"."enum__header_v_version_menu_children_style" AS ENUM('default', 'highlight', 'muted');
  CREATE TYPE "public"."enum__header_v_version_menu_children_badge" AS ENUM('NEW', 'HOT', 'SAFE');
  CREATE TYPE "public"."enum__header_v_version_menu_children_link_kind" AS ENUM('route', 'page', 'travel', 'url');
  CREATE TYPE "public"."enum__header_v_version_menu_children_link_route" AS ENUM('index', 'age-groups', 'contacts', 'how-it-works', 'no-sharing-room', 'travels', 'coordinators', 'tours', 'faqs', 'media-sharing', 'media-coordinators', 'legal-general-condition', 'legal-privacy-policy', 'legal-terms-conditions', 'legal-cancellation-policy', 'area-asia', 'area-europe', 'area-america', 'area-africa', 'area-oceania', 'area-antarctica', 'wemeet-by-product', 'wemeet-by-product-about', 'our-values', 'search', 'search-ai', 'wishlist', 'sales', 'events-wemeet');
  CREATE TYPE "public"."enum__header_v_version_menu_type" AS ENUM('mega-menu', 'drop-down', 'link');
  CREATE TYPE "public"."enum__header_v_version_menu_style" AS ENUM('default', 'highlight', 'muted');
  CREATE TYPE "public"."enum__header_v_version_menu_link_kind" AS ENUM('route', 'page', 'travel', 'url');
  CREATE TYPE "public"."enum__header_v_version_menu_link_route" AS ENUM('index', 'age-groups', 'contacts', 'how-it-works', 'no-sharing-room', 'travels', 'coordinators', 'tours', 'faqs', 'media-sharing', 'media-coordinators', 'legal-general-condition', 'legal-privacy-policy', 'legal-terms-conditions', 'legal-cancellation-policy', 'area-asia', 'area-europe', 'area-america', 'area-africa', 'area-oceania', 'area-antarctica', 'wemeet-by-product', 'wemeet-by-product-about', 'our-values', 'search', 'search-ai', 'wishlist', 'sales', 'events-wemeet');
  CREATE TYPE "public"."enum__header_v_version_mobile_buttons_variant" AS ENUM('primary', 'secondary');
  CREATE TYPE "public"."enum__header_v_version_mobile_buttons_link_kind" AS ENUM('route', 'page', 'travel', 'url');
  CREATE TYPE "public"."enum__header_v_version_mobile_buttons_link_route" AS ENUM('index', 'age-groups', 'contacts', 'how-it-works', 'no-sharing-room', 'travels', 'coordinators', 'tours', 'faqs', 'media-sharing', 'media-coordinators', 'legal-general-condition', 'legal-privacy-policy', 'legal-terms-conditions', 'legal-cancellation-policy', 'area-asia', 'area-europe', 'area-america', 'area-africa', 'area-oceania', 'area-antarctica', 'wemeet-by-product', 'wemeet-by-product-about', 'our-values', 'search', 'search-ai', 'wishlist', 'sales', 'events-wemeet');
  CREATE TYPE "public"."enum__header_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__header_v_published_locale" AS ENUM('it', 'es', 'fr', 'de', 'en', 'us', 'intl');
  CREATE TYPE "public"."enum_footer_menu_children_badge" AS ENUM('NEW', 'HOT', 'SAFE');
  CREATE TYPE "public"."enum_footer_menu_children_link_kind" AS ENUM('route', 'page', 'travel', 'url');
  CREATE TYPE "public"."enum_footer_menu_children_link_route" AS ENUM('index', 'age-groups', 'contacts', 'how-it-works', 'no-sharing-room', 'travels', 'coordinators', 'tours', 'faqs', 'media-sharing', 'media-coordinators', 'legal-general-condition', 'legal-privacy-policy', 'legal-terms-conditions', 'legal-cancellation-policy', 'area-asia', 'area-europe', 'area-america', 'area-africa', 'area-oceania', 'area-antarctica', 'wemeet-by-product', 'wemeet-by-product-about', 'our-values', 'search', 'search-ai', 'wishlist', 'sales', 'events-wemeet');
  CREATE TYPE "public"."enum_footer_menu_type" AS ENUM('columns', 'link');
  CREATE TYPE "public"."enum_footer_menu_badge" AS ENUM('NEW', 'HOT', 'SAFE');
  CREATE TYPE "public"."enum_footer_menu_link_kind" AS ENUM('route', 'page', 'travel', 'url');
  CREATE TYPE "public"."enum_footer_menu_link_route" AS ENUM('index', 'age-groups', 'contacts', 'how-it-works', 'no-sharing-room', 'travels', 'coordinators', 'tours', 'faqs', 'media-sharing', 'media-coordinators', 'legal-general-condition', 'legal-privacy-policy', 'legal-terms-conditions', 'legal-cancellation-policy', 'area-asia', 'area-europe', 'area-america', 'area-africa', 'area-oceania', 'area-antarctica', 'wemeet-by-product', 'wemeet-by-product-about', 'our-values', 'search', 'search-ai', 'wishlist', 'sales', 'events-wemeet');
  CREATE TYPE "public"."enum_footer_social_links_network" AS ENUM('social', 'facebook-group', 'facebook', 'instagram', 'tiktok', 'youtube');
  CREATE TYPE "public"."enum_footer_badges_link_kind" AS ENUM('route', 'page', 'travel', 'url');
  CREATE TYPE "public"."enum_footer_badges_link_route" AS ENUM('index', 'age-groups', 'contacts', 'how-it-works', 'no-sharing-room', 'travels', 'coordinators', 'tours', 'faqs', 'media-sharing', 'media-coordinators', 'legal-general-condition', 'legal-privacy-policy', 'legal-terms-conditions', 'legal-cancellation-policy', 'area-asia', 'area-europe', 'area-america', 'area-africa', 'area-oceania', 'area-antarctica', 'wemeet-by-product', 'wemeet-by-product-about', 'our-values', 'search', 'search-ai', 'wishlist', 'sales', 'events-wemeet');
  CREATE TYPE "public"."enum_footer_payment_icons" AS ENUM('visa', 'mastercard', 'amex', 'paypal', 'apple-pay', 'google-pay', 'klarna', 'bank-transfer');
  CREATE TYPE "public"."enum_footer_tracking_preferences_kind" AS ENUM('route', 'page', 'travel', 'url');
  CREATE TYPE "public"."enum_footer_tracking_preferences_route" AS ENUM('index', 'age-groups', 'contacts', 'how-it-works', 'no-sharing-room', 'travels', 'coordinators', 'tours', 'faqs', 'media-sharing', 'media-coordinators', 'legal-general-condition', 'legal-privacy-policy', 'legal-terms-conditions', 'legal-cancellation-policy', 'area-asia', 'area-europe', 'area-america', 'area-africa', 'area-oceania', 'area-antarctica', 'wemeet-by-product', 'wemeet-by-product-about', 'our-values', 'search', 'search-ai', 'wishlist', 'sales', 'events-wemeet');
  CREATE TYPE "public"."enum_footer_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__footer_v_version_menu_children_badge" AS ENUM('NEW', 'HOT', 'SAFE');
  CREATE TYPE "public"."enum__footer_v_version_menu_children_link_kind" AS ENUM('route', 'page', 'travel', 'url');
  CREATE TYPE "public"."enum__footer_v_version_menu_children_link_route" AS ENUM('index', 'age-groups', 'contacts', 'how-it-works', 'no-sharing-room', 'travels', 'coordinators', 'tours', 'faqs', 'media-sharing', 'media-coordinators', 'legal-general-condition', 'legal-privacy-policy', 'legal-terms-conditions', 'legal-cancellation-policy', 'area-asia', 'area-europe', 'area-america', 'area-africa', 'area-oceania', 'area-antarctica', 'wemeet-by-product', 'wemeet-by-product-about', 'our-values', 'search', 'search-ai', 'wishlist', 'sales', 'events-wemeet');
  CREATE TYPE "public"."enum__footer_v_version_menu_type" AS ENUM('columns', 'link');
  CREATE TYPE "public"."enum__footer_v_version_menu_badge" AS ENUM('NEW', 'HOT', 'SAFE');
  CREATE TYPE "public"."enum__footer_v_version_menu_link_kind" AS ENUM('route', 'page', 'travel', 'url');
  CREATE TYPE "public"."enum__footer_v_version_menu_link_route" AS ENUM('index', 'age-groups', 'contacts', 'how-it-works', 'no-sharing-room', 'travels', 'coordinators', 'tours', 'faqs', 'media-sharing', 'media-coordinators', 'legal-general-condition', 'legal-privacy-policy', 'legal-terms-conditions', 'legal-cancellation-policy', 'area-asia', 'area-europe', 'area-america', 'area-africa', 'area-oceania', 'area-antarctica', 'wemeet-by-product', 'wemeet-by-product-about', 'our-values', 'search', 'search-ai', 'wishlist', 'sales', 'events-wemeet');
  CREATE TYPE "public"."enum__footer_v_version_social_links_network" AS ENUM('social', 'facebook-group', 'facebook', 'instagram', 'tiktok', 'youtube');
  CREATE TYPE "public"."enum__footer_v_version_badges_link_kind" AS ENUM('route', 'page', 'travel', 'url');
  CREATE TYPE "public"."enum__footer_v_version_badges_link_route" AS ENUM('index', 'age-groups', 'contacts', 'how-it-works', 'no-sharing-room', 'travels', 'coordinators', 'tours', 'faqs', 'media-sharing', 'media-coordinators', 'legal-general-condition', 'legal-privacy-policy', 'legal-terms-conditions', 'legal-cancellation-policy', 'area-asia', 'area-europe', 'area-america', 'area-africa', 'area-oceania', 'area-antarctica', 'wemeet-by-product', 'wemeet-by-product-about', 'our-values', 'search', 'search-ai', 'wishlist', 'sales', 'events-wemeet');
  CREATE TYPE "public"."enum__footer_v_version_payment_icons" AS ENUM('visa', 'mastercard', 'amex', 'paypal', 'apple-pay', 'google-pay', 'klarna', 'bank-transfer');
  CREATE TYPE "public"."enum__footer_v_version_tracking_preferences_kind" AS ENUM('route', 'page', 'travel', 'url');
  CREATE TYPE "public"."enum__footer_v_version_tracking_preferences_route" AS ENUM('index', 'age-groups', 'contacts', 'how-it-works', 'no-sharing-room', 'travels', 'coordinators', 'tours', 'faqs', 'media-sharing', 'media-coordinators', 'legal-general-condition', 'legal-privacy-policy', 'legal-terms-conditions', 'legal-cancellation-policy', 'area-asia', 'area-europe', 'area-america', 'area-africa', 'area-oceania', 'area-antarctica', 'wemeet-by-product', 'wemeet-by-product-about', 'our-values', 'search', 'search-ai', 'wishlist', 'sales', 'events-wemeet');
  CREATE TYPE "public"."enum__footer_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__footer_v_published_locale" AS ENUM('it', 'es', 'fr', 'de', 'en', 'us', 'intl');
  CREATE TYPE "public"."enum_contacts_blocks_call_to_action_list_icon" AS ENUM('phone', 'email', 'whatsapp', 'chat', 'calendar');
  CREATE TYPE "public"."enum_contacts_blocks_call_to_action_list_link_kind" AS ENUM('route', 'page', 'travel', 'url');
  CREATE TYPE "public"."enum_contacts_blocks_call_to_action_list_link_route" AS ENUM('index', 'age-groups', 'contacts', 'how-it-works', 'no-sharing-room', 'travels', 'coordinators', 'tours', 'faqs', 'media-sharing', 'media-coordinators', 'legal-general-condition', 'legal-privacy-policy', 'legal-terms-conditions', 'legal-cancellation-policy', 'area-asia', 'area-europe', 'area-america', 'area-africa', 'area-oceania', 'area-antarctica', 'wemeet-by-product', 'wemeet-by-product-about', 'our-values', 'search', 'search-ai', 'wishlist', 'sales', 'events-wemeet');
  CREATE TYPE "public"."enum_contacts_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__contacts_v_version_blocks_call_to_action_list_icon" AS ENUM('phone', 'email', 'whatsapp', 'chat', 'calendar');
  CREATE TYPE "public"."enum__contacts_v_version_blocks_call_to_action_list_link_kind" AS ENUM('route', 'page', 'travel', 'url');
  CREATE TYPE "public"."enum__contacts_v_version_blocks_call_to_action_list_link_route" AS ENUM('index', 'age-groups', 'contacts', 'how-it-works', 'no-sharing-room', 'travels', 'coordinators', 'tours', 'faqs', 'media-sharing', 'media-coordinators', 'legal-general-condition', 'legal-privacy-policy', 'legal-terms-conditions', 'legal-cancellation-policy', 'area-asia', 'area-europe', 'area-america', 'area-africa', 'area-oceania', 'area-antarctica', 'wemeet-by-product', 'wemeet-by-product-about', 'our-values', 'search', 'search-ai', 'wishlist', 'sales', 'events-wemeet');
  CREATE TYPE "public"."enum__contacts_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__contacts_v_published_locale" AS ENUM('it', 'es', 'fr', 'de', 'en', 'us', 'intl');
  CREATE TABLE "banners" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"edition" "enum_banners_edition" NOT NULL,
  	"active" boolean DEFAULT true,
  	"order" numeric DEFAULT 0,
  	"message" varchar NOT NULL,
  	"background_color" varchar DEFAULT '#1f2a44' NOT NULL,
  	"text_color" varchar DEFAULT '#ffffff' NOT NULL,
  	"closable" boolean DEFAULT true,
  	"call_to_action_label" varchar,
  	"call_to_action_action" "enum_banners_call_to_action_action" DEFAULT 'none',
  	"call_to_action_scroll_to" varchar,
  	"call_to_action_link_kind" "enum_banners_call_to_action_link_kind",
  	"call_to_action_link_route" "enum_banners_call_to_action_link_route",
  	"call_to_action_link_page_id" integer,
  	"call_to_action_link_travel_slug" varchar,
  	"call_to_action_link_url" varchar,
  	"call_to_action_link_new_tab" boolean DEFAULT false,
  	"custom_css" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "banners_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "editions_currencies" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_editions_currencies",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "editions_disabled_routes" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_editions_disabled_routes",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "editions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" "enum_editions_code" NOT NULL,
  	"label" varchar NOT NULL,
  	"country_code" varchar NOT NULL,
  	"icon" "enum_editions_icon" NOT NULL,
  	"language" "enum_editions_language" NOT NULL,
  	"language_label" varchar NOT NULL,
  	"english_language_label" varchar NOT NULL,
  	"domain" varchar,
  	"currency" "enum_editions_currency" NOT NULL,
  	"date_format" "enum_editions_date_format" DEFAULT 'DD/MM/YYYY' NOT NULL,
  	"week_starts_on" "enum_editions_week_starts_on" NOT NULL,
  	"community_message" varchar,
  	"tax_code_required" boolean DEFAULT false,
  	"disabled" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "header_menu_children_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"badge" "enum_header_menu_children_links_badge",
  	"link_kind" "enum_header_menu_children_links_link_kind" DEFAULT 'route',
  	"link_route" "enum_header_menu_children_links_link_route",
  	"link_page_id" integer,
  	"link_travel_slug" varchar,
  	"link_url" varchar,
  	"link_new_tab" boolean DEFAULT false
  );
  
  CREATE TABLE "header_menu_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"style" "enum_header_menu_children_style" DEFAULT 'default',
  	"badge" "enum_header_menu_children_badge",
  	"link_kind" "enum_header_menu_children_link_kind",
  	"link_route" "enum_header_menu_children_link_route",
  	"link_page_id" integer,
  	"link_travel_slug" varchar,
  	"link_url" varchar,
  	"link_new_tab" boolean DEFAULT false,
  	"remove_accordion_on_mobile" boolean DEFAULT false
  );
  
  CREATE TABLE "header_menu" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"type" "enum_header_menu_type" DEFAULT 'link',
  	"style" "enum_header_menu_style" DEFAULT 'default',
  	"link_kind" "enum_header_menu_link_kind",
  	"link_route" "enum_header_menu_link_route",
  	"link_page_id" integer,
  	"link_travel_slug" varchar,
  	"link_url" varchar,
  	"link_new_tab" boolean DEFAULT false
  );
  
  CREATE TABLE "header_mobile_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"variant" "enum_header_mobile_buttons_variant" DEFAULT 'primary',
  	"link_kind" "enum_header_mobile_buttons_link_kind" DEFAULT 'route',
  	"link_route" "enum_header_mobile_buttons_link_route",
  	"link_page_id" integer,
  	"link_travel_slug" varchar,
  	"link_url" varchar,
  	"link_new_tab" boolean DEFAULT false
  );
  
  CREATE TABLE "header" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"talk_to_us_enabled" boolean DEFAULT false,
  	"talk_to_us_show_in_header" boolean DEFAULT false,
  	"_status" "enum_header_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "header_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_header_v_version_menu_children_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"badge" "enum__header_v_version_menu_children_links_badge",
  	"link_kind" "enum__header_v_version_menu_children_links_link_kind" DEFAULT 'route',
  	"link_route" "enum__header_v_version_menu_children_links_link_route",
  	"link_page_id" integer,
  	"link_travel_slug" varchar,
  	"link_url" varchar,
  	"link_new_tab" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_header_v_version_menu_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"style" "enum__header_v_version_menu_children_style" DEFAULT 'default',
  	"badge" "enum__header_v_version_menu_children_badge",
  	"link_kind" "enum__header_v_version_menu_children_link_kind",
  	"link_route" "enum__header_v_version_menu_children_link_route",
  	"link_page_id" integer,
  	"link_travel_slug" varchar,
  	"link_url" varchar,
  	"link_new_tab" boolean DEFAULT false,
  	"remove_accordion_on_mobile" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_header_v_version_menu" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"type" "enum__header_v_version_menu_type" DEFAULT 'link',
  	"style" "enum__header_v_version_menu_style" DEFAULT 'default',
  	"link_kind" "enum__header_v_version_menu_link_kind",
  	"link_route" "enum__header_v_version_menu_link_route",
  	"link_page_id" integer,
  	"link_travel_slug" varchar,
  	"link_url" varchar,
  	"link_new_tab" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_header_v_version_mobile_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"variant" "enum__header_v_version_mobile_buttons_variant" DEFAULT 'primary',
  	"link_kind" "enum__header_v_version_mobile_buttons_link_kind" DEFAULT 'route',
  	"link_route" "enum__header_v_version_mobile_buttons_link_route",
  	"link_page_id" integer,
  	"link_travel_slug" varchar,
  	"link_url" varchar,
  	"link_new_tab" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_header_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_talk_to_us_enabled" boolean DEFAULT false,
  	"version_talk_to_us_show_in_header" boolean DEFAULT false,
  	"version__status" "enum__header_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__header_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_header_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "footer_menu_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"badge" "enum_footer_menu_children_badge",
  	"link_kind" "enum_footer_menu_children_link_kind" DEFAULT 'route',
  	"link_route" "enum_footer_menu_children_link_route",
  	"link_page_id" integer,
  	"link_travel_slug" varchar,
  	"link_url" varchar,
  	"link_new_tab" boolean DEFAULT false
  );
  
  CREATE TABLE "footer_menu" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"type" "enum_footer_menu_type" DEFAULT 'columns',
  	"badge" "enum_footer_menu_badge",
  	"link_kind" "enum_footer_menu_link_kind",
  	"link_route" "enum_footer_menu_link_route",
  	"link_page_id" integer,
  	"link_travel_slug" varchar,
  	"link_url" varchar,
  	"link_new_tab" boolean DEFAULT false
  );
  
  CREATE TABLE "footer_social_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"network" "enum_footer_social_links_network",
  	"url" varchar
  );
  
  CREATE TABLE "footer_badges" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"image_id" integer,
  	"link_kind" "enum_footer_badges_link_kind",
  	"link_route" "enum_footer_badges_link_route",
  	"link_page_id" integer,
  	"link_travel_slug" varchar,
  	"link_url" varchar,
  	"link_new_tab" boolean DEFAULT false
  );
  
  CREATE TABLE "footer_payment_icons" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_footer_payment_icons",
  	"locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "footer" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tracking_preferences_kind" "enum_footer_tracking_preferences_kind",
  	"tracking_preferences_route" "enum_footer_tracking_preferences_route",
  	"tracking_preferences_page_id" integer,
  	"tracking_preferences_travel_slug" varchar,
  	"tracking_preferences_url" varchar,
  	"tracking_preferences_new_tab" boolean DEFAULT false,
  	"rating_score" numeric DEFAULT 4.8,
  	"rating_real_rating" numeric DEFAULT 4.7,
  	"rating_reviews" numeric DEFAULT 12086,
  	"rating_url" varchar,
  	"_status" "enum_footer_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "footer_locales" (
  	"payment_message" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_footer_v_version_menu_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"badge" "enum__footer_v_version_menu_children_badge",
  	"link_kind" "enum__footer_v_version_menu_children_link_kind" DEFAULT 'route',
  	"link_route" "enum__footer_v_version_menu_children_link_route",
  	"link_page_id" integer,
  	"link_travel_slug" varchar,
  	"link_url" varchar,
  	"link_new_tab" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_footer_v_version_menu" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"type" "enum__footer_v_version_menu_type" DEFAULT 'columns',
  	"badge" "enum__footer_v_version_menu_badge",
  	"link_kind" "enum__footer_v_version_menu_link_kind",
  	"link_route" "enum__footer_v_version_menu_link_route",
  	"link_page_id" integer,
  	"link_travel_slug" varchar,
  	"link_url" varchar,
  	"link_new_tab" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_footer_v_version_social_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"network" "enum__footer_v_version_social_links_network",
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_footer_v_version_badges" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"image_id" integer,
  	"link_kind" "enum__footer_v_version_badges_link_kind",
  	"link_route" "enum__footer_v_version_badges_link_route",
  	"link_page_id" integer,
  	"link_travel_slug" varchar,
  	"link_url" varchar,
  	"link_new_tab" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_footer_v_version_payment_icons" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__footer_v_version_payment_icons",
  	"locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_footer_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_tracking_preferences_kind" "enum__footer_v_version_tracking_preferences_kind",
  	"version_tracking_preferences_route" "enum__footer_v_version_tracking_preferences_route",
  	"version_tracking_preferences_page_id" integer,
  	"version_tracking_preferences_travel_slug" varchar,
  	"version_tracking_preferences_url" varchar,
  	"version_tracking_preferences_new_tab" boolean DEFAULT false,
  	"version_rating_score" numeric DEFAULT 4.8,
  	"version_rating_real_rating" numeric DEFAULT 4.7,
  	"version_rating_reviews" numeric DEFAULT 12086,
  	"version_rating_url" varchar,
  	"version__status" "enum__footer_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__footer_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_footer_v_locales" (
  	"version_payment_message" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "contacts_blocks_call_to_action_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"icon" "enum_contacts_blocks_call_to_action_list_icon" DEFAULT 'chat',
  	"hours" varchar,
  	"link_kind" "enum_contacts_blocks_call_to_action_list_link_kind" DEFAULT 'route',
  	"link_route" "enum_contacts_blocks_call_to_action_list_link_route",
  	"link_page_id" integer,
  	"link_travel_slug" varchar,
  	"link_url" varchar,
  	"link_new_tab" boolean DEFAULT false
  );
  
  CREATE TABLE "contacts_blocks" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"show_talk_to_us" boolean DEFAULT true,
  	"show_contact_page" boolean DEFAULT true
  );
  
  CREATE TABLE "contacts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_status" "enum_contacts_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_contacts_v_version_blocks_call_to_action_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"icon" "enum__contacts_v_version_blocks_call_to_action_list_icon" DEFAULT 'chat',
  	"hours" varchar,
  	"link_kind" "enum__contacts_v_version_blocks_call_to_action_list_link_kind" DEFAULT 'route',
  	"link_route" "enum__contacts_v_version_blocks_call_to_action_list_link_route",
  	"link_page_id" integer,
  	"link_travel_slug" varchar,
  	"link_url" varchar,
  	"link_new_tab" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_contacts_v_version_blocks" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"show_talk_to_us" boolean DEFAULT true,
  	"show_contact_page" boolean DEFAULT true,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_contacts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__contacts_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__contacts_v_published_locale",
  	"latest" boolean
  );
  
  ALTER TABLE "pages" ADD COLUMN "layout" "enum_pages_layout" DEFAULT 'default';
  ALTER TABLE "_pages_v" ADD COLUMN "version_layout" "enum__pages_v_version_layout" DEFAULT 'default';
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "banners_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "editions_id" integer;
  ALTER TABLE "banners" ADD CONSTRAINT "banners_call_to_action_link_page_id_pages_id_fk" FOREIGN KEY ("call_to_action_link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "banners_texts" ADD CONSTRAINT "banners_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "editions_currencies" ADD CONSTRAINT "editions_currencies_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."editions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "editions_disabled_routes" ADD CONSTRAINT "editions_disabled_routes_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."editions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_menu_children_links" ADD CONSTRAINT "header_menu_children_links_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header_menu_children_links" ADD CONSTRAINT "header_menu_children_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_menu_children"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_menu_children" ADD CONSTRAINT "header_menu_children_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header_menu_children" ADD CONSTRAINT "header_menu_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_menu"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_menu" ADD CONSTRAINT "header_menu_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header_menu" ADD CONSTRAINT "header_menu_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_mobile_buttons" ADD CONSTRAINT "header_mobile_buttons_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header_mobile_buttons" ADD CONSTRAINT "header_mobile_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_texts" ADD CONSTRAINT "header_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_header_v_version_menu_children_links" ADD CONSTRAINT "_header_v_version_menu_children_links_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_header_v_version_menu_children_links" ADD CONSTRAINT "_header_v_version_menu_children_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_header_v_version_menu_children"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_header_v_version_menu_children" ADD CONSTRAINT "_header_v_version_menu_children_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_header_v_version_menu_children" ADD CONSTRAINT "_header_v_version_menu_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_header_v_version_menu"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_header_v_version_menu" ADD CONSTRAINT "_header_v_version_menu_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_header_v_version_menu" ADD CONSTRAINT "_header_v_version_menu_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_header_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_header_v_version_mobile_buttons" ADD CONSTRAINT "_header_v_version_mobile_buttons_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_header_v_version_mobile_buttons" ADD CONSTRAINT "_header_v_version_mobile_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_header_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_header_v_texts" ADD CONSTRAINT "_header_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_header_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_menu_children" ADD CONSTRAINT "footer_menu_children_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footer_menu_children" ADD CONSTRAINT "footer_menu_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_menu"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_menu" ADD CONSTRAINT "footer_menu_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footer_menu" ADD CONSTRAINT "footer_menu_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_social_links" ADD CONSTRAINT "footer_social_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_badges" ADD CONSTRAINT "footer_badges_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footer_badges" ADD CONSTRAINT "footer_badges_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footer_badges" ADD CONSTRAINT "footer_badges_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_payment_icons" ADD CONSTRAINT "footer_payment_icons_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer" ADD CONSTRAINT "footer_tracking_preferences_page_id_pages_id_fk" FOREIGN KEY ("tracking_preferences_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footer_locales" ADD CONSTRAINT "footer_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_v_version_menu_children" ADD CONSTRAINT "_footer_v_version_menu_children_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_footer_v_version_menu_children" ADD CONSTRAINT "_footer_v_version_menu_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_footer_v_version_menu"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_v_version_menu" ADD CONSTRAINT "_footer_v_version_menu_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_footer_v_version_menu" ADD CONSTRAINT "_footer_v_version_menu_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_footer_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_v_version_social_links" ADD CONSTRAINT "_footer_v_version_social_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_footer_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_v_version_badges" ADD CONSTRAINT "_footer_v_version_badges_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_footer_v_version_badges" ADD CONSTRAINT "_footer_v_version_badges_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_footer_v_version_badges" ADD CONSTRAINT "_footer_v_version_badges_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_footer_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_v_version_payment_icons" ADD CONSTRAINT "_footer_v_version_payment_icons_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_footer_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_v" ADD CONSTRAINT "_footer_v_version_tracking_preferences_page_id_pages_id_fk" FOREIGN KEY ("version_tracking_preferences_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_footer_v_locales" ADD CONSTRAINT "_footer_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_footer_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contacts_blocks_call_to_action_list" ADD CONSTRAINT "contacts_blocks_call_to_action_list_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contacts_blocks_call_to_action_list" ADD CONSTRAINT "contacts_blocks_call_to_action_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contacts_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contacts_blocks" ADD CONSTRAINT "contacts_blocks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_contacts_v_version_blocks_call_to_action_list" ADD CONSTRAINT "_contacts_v_version_blocks_call_to_action_list_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_contacts_v_version_blocks_call_to_action_list" ADD CONSTRAINT "_contacts_v_version_blocks_call_to_action_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_contacts_v_version_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_contacts_v_version_blocks" ADD CONSTRAINT "_contacts_v_version_blocks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_contacts_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "banners_edition_idx" ON "banners" USING btree ("edition");
  CREATE INDEX "banners_call_to_action_link_call_to_action_link_page_idx" ON "banners" USING btree ("call_to_action_link_page_id");
  CREATE INDEX "banners_updated_at_idx" ON "banners" USING btree ("updated_at");
  CREATE INDEX "banners_created_at_idx" ON "banners" USING btree ("created_at");
  CREATE INDEX "banners_texts_order_parent" ON "banners_texts" USING btree ("order","parent_id");
  CREATE INDEX "editions_currencies_order_idx" ON "editions_currencies" USING btree ("order");
  CREATE INDEX "editions_currencies_parent_idx" ON "editions_currencies" USING btree ("parent_id");
  CREATE INDEX "editions_disabled_routes_order_idx" ON "editions_disabled_routes" USING btree ("order");
  CREATE INDEX "editions_disabled_routes_parent_idx" ON "editions_disabled_routes" USING btree ("parent_id");
  CREATE UNIQUE INDEX "editions_code_idx" ON "editions" USING btree ("code");
  CREATE INDEX "editions_updated_at_idx" ON "editions" USING btree ("updated_at");
  CREATE INDEX "editions_created_at_idx" ON "editions" USING btree ("created_at");
  CREATE INDEX "header_menu_children_links_order_idx" ON "header_menu_children_links" USING btree ("_order");
  CREATE INDEX "header_menu_children_links_parent_id_idx" ON "header_menu_children_links" USING btree ("_parent_id");
  CREATE INDEX "header_menu_children_links_locale_idx" ON "header_menu_children_links" USING btree ("_locale");
  CREATE INDEX "header_menu_children_links_link_link_page_idx" ON "header_menu_children_links" USING btree ("link_page_id");
  CREATE INDEX "header_menu_children_order_idx" ON "header_menu_children" USING btree ("_order");
  CREATE INDEX "header_menu_children_parent_id_idx" ON "header_menu_children" USING btree ("_parent_id");
  CREATE INDEX "header_menu_children_locale_idx" ON "header_menu_children" USING btree ("_locale");
  CREATE INDEX "header_menu_children_link_link_page_idx" ON "header_menu_children" USING btree ("link_page_id");
  CREATE INDEX "header_menu_order_idx" ON "header_menu" USING btree ("_order");
  CREATE INDEX "header_menu_parent_id_idx" ON "header_menu" USING btree ("_parent_id");
  CREATE INDEX "header_menu_locale_idx" ON "header_menu" USING btree ("_locale");
  CREATE INDEX "header_menu_link_link_page_idx" ON "header_menu" USING btree ("link_page_id");
  CREATE INDEX "header_mobile_buttons_order_idx" ON "header_mobile_buttons" USING btree ("_order");
  CREATE INDEX "header_mobile_buttons_parent_id_idx" ON "header_mobile_buttons" USING btree ("_parent_id");
  CREATE INDEX "header_mobile_buttons_locale_idx" ON "header_mobile_buttons" USING btree ("_locale");
  CREATE INDEX "header_mobile_buttons_link_link_page_idx" ON "header_mobile_buttons" USING btree ("link_page_id");
  CREATE INDEX "header__status_idx" ON "header" USING btree ("_status");
  CREATE INDEX "header_texts_order_parent" ON "header_texts" USING btree ("order","parent_id");
  CREATE INDEX "_header_v_version_menu_children_links_order_idx" ON "_header_v_version_menu_children_links" USING btree ("_order");
  CREATE INDEX "_header_v_version_menu_children_links_parent_id_idx" ON "_header_v_version_menu_children_links" USING btree ("_parent_id");
  CREATE INDEX "_header_v_version_menu_children_links_locale_idx" ON "_header_v_version_menu_children_links" USING btree ("_locale");
  CREATE INDEX "_header_v_version_menu_children_links_link_link_page_idx" ON "_header_v_version_menu_children_links" USING btree ("link_page_id");
  CREATE INDEX "_header_v_version_menu_children_order_idx" ON "_header_v_version_menu_children" USING btree ("_order");
  CREATE INDEX "_header_v_version_menu_children_parent_id_idx" ON "_header_v_version_menu_children" USING btree ("_parent_id");
  CREATE INDEX "_header_v_version_menu_children_locale_idx" ON "_header_v_version_menu_children" USING btree ("_locale");
  CREATE INDEX "_header_v_version_menu_children_link_link_page_idx" ON "_header_v_version_menu_children" USING btree ("link_page_id");
  CREATE INDEX "_header_v_version_menu_order_idx" ON "_header_v_version_menu" USING btree ("_order");
  CREATE INDEX "_header_v_version_menu_parent_id_idx" ON "_header_v_version_menu" USING btree ("_parent_id");
  CREATE INDEX "_header_v_version_menu_locale_idx" ON "_header_v_version_menu" USING btree ("_locale");
  CREATE INDEX "_header_v_version_menu_link_link_page_idx" ON "_header_v_version_menu" USING btree ("link_page_id");
  CREATE INDEX "_header_v_version_mobile_buttons_order_idx" ON "_header_v_version_mobile_buttons" USING btree ("_order");
  CREATE INDEX "_header_v_version_mobile_buttons_parent_id_idx" ON "_header_v_version_mobile_buttons" USING btree ("_parent_id");
  CREATE INDEX "_header_v_version_mobile_buttons_locale_idx" ON "_header_v_version_mobile_buttons" USING btree ("_locale");
  CREATE INDEX "_header_v_version_mobile_buttons_link_link_page_idx" ON "_header_v_version_mobile_buttons" USING btree ("link_page_id");
  CREATE INDEX "_header_v_version_version__status_idx" ON "_header_v" USING btree ("version__status");
  CREATE INDEX "_header_v_created_at_idx" ON "_header_v" USING btree ("created_at");
  CREATE INDEX "_header_v_updated_at_idx" ON "_header_v" USING btree ("updated_at");
  CREATE INDEX "_header_v_snapshot_idx" ON "_header_v" USING btree ("snapshot");
  CREATE INDEX "_header_v_published_locale_idx" ON "_header_v" USING btree ("published_locale");
  CREATE INDEX "_header_v_latest_idx" ON "_header_v" USING btree ("latest");
  CREATE INDEX "_header_v_texts_order_parent" ON "_header_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "footer_menu_children_order_idx" ON "footer_menu_children" USING btree ("_order");
  CREATE INDEX "footer_menu_children_parent_id_idx" ON "footer_menu_children" USING btree ("_parent_id");
  CREATE INDEX "footer_menu_children_locale_idx" ON "footer_menu_children" USING btree ("_locale");
  CREATE INDEX "footer_menu_children_link_link_page_idx" ON "footer_menu_children" USING btree ("link_page_id");
  CREATE INDEX "footer_menu_order_idx" ON "footer_menu" USING btree ("_order");
  CREATE INDEX "footer_menu_parent_id_idx" ON "footer_menu" USING btree ("_parent_id");
  CREATE INDEX "footer_menu_locale_idx" ON "footer_menu" USING btree ("_locale");
  CREATE INDEX "footer_menu_link_link_page_idx" ON "footer_menu" USING btree ("link_page_id");
  CREATE INDEX "footer_social_links_order_idx" ON "footer_social_links" USING btree ("_order");
  CREATE INDEX "footer_social_links_parent_id_idx" ON "footer_social_links" USING btree ("_parent_id");
  CREATE INDEX "footer_social_links_locale_idx" ON "footer_social_links" USING btree ("_locale");
  CREATE INDEX "footer_badges_order_idx" ON "footer_badges" USING btree ("_order");
  CREATE INDEX "footer_badges_parent_id_idx" ON "footer_badges" USING btree ("_parent_id");
  CREATE INDEX "footer_badges_locale_idx" ON "footer_badges" USING btree ("_locale");
  CREATE INDEX "footer_badges_image_idx" ON "footer_badges" USING btree ("image_id");
  CREATE INDEX "footer_badges_link_link_page_idx" ON "footer_badges" USING btree ("link_page_id");
  CREATE INDEX "footer_payment_icons_order_idx" ON "footer_payment_icons" USING btree ("order");
  CREATE INDEX "footer_payment_icons_parent_idx" ON "footer_payment_icons" USING btree ("parent_id");
  CREATE INDEX "footer_payment_icons_locale_idx" ON "footer_payment_icons" USING btree ("locale");
  CREATE INDEX "footer_tracking_preferences_tracking_preferences_page_idx" ON "footer" USING btree ("tracking_preferences_page_id");
  CREATE INDEX "footer__status_idx" ON "footer" USING btree ("_status");
  CREATE UNIQUE INDEX "footer_locales_locale_parent_id_unique" ON "footer_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_footer_v_version_menu_children_order_idx" ON "_footer_v_version_menu_children" USING btree ("_order");
  CREATE INDEX "_footer_v_version_menu_children_parent_id_idx" ON "_footer_v_version_menu_children" USING btree ("_parent_id");
  CREATE INDEX "_footer_v_version_menu_children_locale_idx" ON "_footer_v_version_menu_children" USING btree ("_locale");
  CREATE INDEX "_footer_v_version_menu_children_link_link_page_idx" ON "_footer_v_version_menu_children" USING btree ("link_page_id");
  CREATE INDEX "_footer_v_version_menu_order_idx" ON "_footer_v_version_menu" USING btree ("_order");
  CREATE INDEX "_footer_v_version_menu_parent_id_idx" ON "_footer_v_version_menu" USING btree ("_parent_id");
  CREATE INDEX "_footer_v_version_menu_locale_idx" ON "_footer_v_version_menu" USING btree ("_locale");
  CREATE INDEX "_footer_v_version_menu_link_link_page_idx" ON "_footer_v_version_menu" USING btree ("link_page_id");
  CREATE INDEX "_footer_v_version_social_links_order_idx" ON "_footer_v_version_social_links" USING btree ("_order");
  CREATE INDEX "_footer_v_version_social_links_parent_id_idx" ON "_footer_v_version_social_links" USING btree ("_parent_id");
  CREATE INDEX "_footer_v_version_social_links_locale_idx" ON "_footer_v_version_social_links" USING btree ("_locale");
  CREATE INDEX "_footer_v_version_badges_order_idx" ON "_footer_v_version_badges" USING btree ("_order");
  CREATE INDEX "_footer_v_version_badges_parent_id_idx" ON "_footer_v_version_badges" USING btree ("_parent_id");
  CREATE INDEX "_footer_v_version_badges_locale_idx" ON "_footer_v_version_badges" USING btree ("_locale");
  CREATE INDEX "_footer_v_version_badges_image_idx" ON "_footer_v_version_badges" USING btree ("image_id");
  CREATE INDEX "_footer_v_version_badges_link_link_page_idx" ON "_footer_v_version_badges" USING btree ("link_page_id");
  CREATE INDEX "_footer_v_version_payment_icons_order_idx" ON "_footer_v_version_payment_icons" USING btree ("order");
  CREATE INDEX "_footer_v_version_payment_icons_parent_idx" ON "_footer_v_version_payment_icons" USING btree ("parent_id");
  CREATE INDEX "_footer_v_version_payment_icons_locale_idx" ON "_footer_v_version_payment_icons" USING btree ("locale");
  CREATE INDEX "_footer_v_version_tracking_preferences_version_tracking__idx" ON "_footer_v" USING btree ("version_tracking_preferences_page_id");
  CREATE INDEX "_footer_v_version_version__status_idx" ON "_footer_v" USING btree ("version__status");
  CREATE INDEX "_footer_v_created_at_idx" ON "_footer_v" USING btree ("created_at");
  CREATE INDEX "_footer_v_updated_at_idx" ON "_footer_v" USING btree ("updated_at");
  CREATE INDEX "_footer_v_snapshot_idx" ON "_footer_v" USING btree ("snapshot");
  CREATE INDEX "_footer_v_published_locale_idx" ON "_footer_v" USING btree ("published_locale");
  CREATE INDEX "_footer_v_latest_idx" ON "_footer_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_footer_v_locales_locale_parent_id_unique" ON "_footer_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "contacts_blocks_call_to_action_list_order_idx" ON "contacts_blocks_call_to_action_list" USING btree ("_order");
  CREATE INDEX "contacts_blocks_call_to_action_list_parent_id_idx" ON "contacts_blocks_call_to_action_list" USING btree ("_parent_id");
  CREATE INDEX "contacts_blocks_call_to_action_list_locale_idx" ON "contacts_blocks_call_to_action_list" USING btree ("_locale");
  CREATE INDEX "contacts_blocks_call_to_action_list_link_link_page_idx" ON "contacts_blocks_call_to_action_list" USING btree ("link_page_id");
  CREATE INDEX "contacts_blocks_order_idx" ON "contacts_blocks" USING btree ("_order");
  CREATE INDEX "contacts_blocks_parent_id_idx" ON "contacts_blocks" USING btree ("_parent_id");
  CREATE INDEX "contacts_blocks_locale_idx" ON "contacts_blocks" USING btree ("_locale");
  CREATE INDEX "contacts__status_idx" ON "contacts" USING btree ("_status");
  CREATE INDEX "_contacts_v_version_blocks_call_to_action_list_order_idx" ON "_contacts_v_version_blocks_call_to_action_list" USING btree ("_order");
  CREATE INDEX "_contacts_v_version_blocks_call_to_action_list_parent_id_idx" ON "_contacts_v_version_blocks_call_to_action_list" USING btree ("_parent_id");
  CREATE INDEX "_contacts_v_version_blocks_call_to_action_list_locale_idx" ON "_contacts_v_version_blocks_call_to_action_list" USING btree ("_locale");
  CREATE INDEX "_contacts_v_version_blocks_call_to_action_list_link_link_idx" ON "_contacts_v_version_blocks_call_to_action_list" USING btree ("link_page_id");
  CREATE INDEX "_contacts_v_version_blocks_order_idx" ON "_contacts_v_version_blocks" USING btree ("_order");
  CREATE INDEX "_contacts_v_version_blocks_parent_id_idx" ON "_contacts_v_version_blocks" USING btree ("_parent_id");
  CREATE INDEX "_contacts_v_version_blocks_locale_idx" ON "_contacts_v_version_blocks" USING btree ("_locale");
  CREATE INDEX "_contacts_v_version_version__status_idx" ON "_contacts_v" USING btree ("version__status");
  CREATE INDEX "_contacts_v_created_at_idx" ON "_contacts_v" USING btree ("created_at");
  CREATE INDEX "_contacts_v_updated_at_idx" ON "_contacts_v" USING btree ("updated_at");
  CREATE INDEX "_contacts_v_snapshot_idx" ON "_contacts_v" USING btree ("snapshot");
  CREATE INDEX "_contacts_v_published_locale_idx" ON "_contacts_v" USING btree ("published_locale");
  CREATE INDEX "_contacts_v_latest_idx" ON "_contacts_v" USING btree ("latest");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_banners_fk" FOREIGN KEY ("banners_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_editions_fk" FOREIGN KEY ("editions_id") REFERENCES "public"."editions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_banners_id_idx" ON "payload_locked_documents_rels" USING btree ("banners_id");
  CREATE INDEX "payload_locked_documents_rels_editions_id_idx" ON "payload_locked_documents_rels" USING btree ("editions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "banners" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "banners_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "editions_currencies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "editions_disabled_routes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "editions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "header_menu_children_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "header_menu_children" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "header_menu" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "header_mobile_buttons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "header" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "header_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_header_v_version_menu_children_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_header_v_version_menu_children" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_header_v_version_menu" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_header_v_version_mobile_buttons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_header_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_header_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "footer_menu_children" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "footer_menu" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "footer_social_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "footer_badges" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "footer_payment_icons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "footer" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "footer_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_footer_v_version_menu_children" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_footer_v_version_menu" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_footer_v_version_social_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_footer_v_version_badges" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_footer_v_version_payment_icons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_footer_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_footer_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contacts_blocks_call_to_action_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contacts_blocks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contacts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_contacts_v_version_blocks_call_to_action_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_contacts_v_version_blocks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_contacts_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "banners" CASCADE;
  DROP TABLE "banners_texts" CASCADE;
  DROP TABLE "editions_currencies" CASCADE;
  DROP TABLE "editions_disabled_routes" CASCADE;
  DROP TABLE "editions" CASCADE;
  DROP TABLE "header_menu_children_links" CASCADE;
  DROP TABLE "header_menu_children" CASCADE;
  DROP TABLE "header_menu" CASCADE;
  DROP TABLE "header_mobile_buttons" CASCADE;
  DROP TABLE "header" CASCADE;
  DROP TABLE "header_texts" CASCADE;
  DROP TABLE "_header_v_version_menu_children_links" CASCADE;
  DROP TABLE "_header_v_version_menu_children" CASCADE;
  DROP TABLE "_header_v_version_menu" CASCADE;
  DROP TABLE "_header_v_version_mobile_buttons" CASCADE;
  DROP TABLE "_header_v" CASCADE;
  DROP TABLE "_header_v_texts" CASCADE;
  DROP TABLE "footer_menu_children" CASCADE;
  DROP TABLE "footer_menu" CASCADE;
  DROP TABLE "footer_social_links" CASCADE;
  DROP TABLE "footer_badges" CASCADE;
  DROP TABLE "footer_payment_icons" CASCADE;
  DROP TABLE "footer" CASCADE;
  DROP TABLE "footer_locales" CASCADE;
  DROP TABLE "_footer_v_version_menu_children" CASCADE;
  DROP TABLE "_footer_v_version_menu" CASCADE;
  DROP TABLE "_footer_v_version_social_links" CASCADE;
  DROP TABLE "_footer_v_version_badges" CASCADE;
  DROP TABLE "_footer_v_version_payment_icons" CASCADE;
  DROP TABLE "_footer_v" CASCADE;
  DROP TABLE "_footer_v_locales" CASCADE;
  DROP TABLE "contacts_blocks_call_to_action_list" CASCADE;
  DROP TABLE "contacts_blocks" CASCADE;
  DROP TABLE "contacts" CASCADE;
  DROP TABLE "_contacts_v_version_blocks_call_to_action_list" CASCADE;
  DROP TABLE "_contacts_v_version_blocks" CASCADE;
  DROP TABLE "_contacts_v" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_banners_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_editions_fk";
  
  DROP INDEX "payload_locked_documents_rels_banners_id_idx";
  DROP INDEX "payload_locked_documents_rels_editions_id_idx";
  ALTER TABLE "pages" DROP COLUMN "layout";
  ALTER TABLE "_pages_v" DROP COLUMN "version_layout";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "banners_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "editions_id";
  DROP TYPE "public"."enum_pages_layout";
  DROP TYPE "public"."enum__pages_v_version_layout";
  DROP TYPE "public"."enum_banners_edition";
  DROP TYPE "public"."enum_banners_call_to_action_action";
  DROP TYPE "public"."enum_banners_call_to_action_link_kind";
  DROP TYPE "public"."enum_banners_call_to_action_link_route";
  DROP TYPE "public"."enum_editions_currencies";
  DROP TYPE "public"."enum_editions_disabled_routes";
  DROP TYPE "public"."enum_editions_code";
  DROP TYPE "public"."enum_editions_icon";
  DROP TYPE "public"."enum_editions_language";
  DROP TYPE "public"."enum_editions_currency";
  DROP TYPE "public"."enum_editions_date_format";
  DROP TYPE "public"."enum_editions_week_starts_on";
  DROP TYPE "public"."enum_header_menu_children_links_badge";
  DROP TYPE "public"."enum_header_menu_children_links_link_kind";
  DROP TYPE "public"."enum_header_menu_children_links_link_route";
  DROP TYPE "public"."enum_header_menu_children_style";
  DROP TYPE "public"."enum_header_menu_children_badge";
  DROP TYPE "public"."enum_header_menu_children_link_kind";
  DROP TYPE "public"."enum_header_menu_children_link_route";
  DROP TYPE "public"."enum_header_menu_type";
  DROP TYPE "public"."enum_header_menu_style";
  DROP TYPE "public"."enum_header_menu_link_kind";
  DROP TYPE "public"."enum_header_menu_link_route";
  DROP TYPE "public"."enum_header_mobile_buttons_variant";
  DROP TYPE "public"."enum_header_mobile_buttons_link_kind";
  DROP TYPE "public"."enum_header_mobile_buttons_link_route";
  DROP TYPE "public"."enum_header_status";
  DROP TYPE "public"."enum__header_v_version_menu_children_links_badge";
  DROP TYPE "public"."enum__header_v_version_menu_children_links_link_kind";
  DROP TYPE "public"."enum__header_v_version_menu_children_links_link_route";
  DROP TYPE "public"."enum__header_v_version_menu_children_style";
  DROP TYPE "public"."enum__header_v_version_menu_children_badge";
  DROP TYPE "public"."enum__header_v_version_menu_children_link_kind";
  DROP TYPE "public"."enum__header_v_version_menu_children_link_route";
  DROP TYPE "public"."enum__header_v_version_menu_type";
  DROP TYPE "public"."enum__header_v_version_menu_style";
  DROP TYPE "public"."enum__header_v_version_menu_link_kind";
  DROP TYPE "public"."enum__header_v_version_menu_link_route";
  DROP TYPE "public"."enum__header_v_version_mobile_buttons_variant";
  DROP TYPE "public"."enum__header_v_version_mobile_buttons_link_kind";
  DROP TYPE "public"."enum__header_v_version_mobile_buttons_link_route";
  DROP TYPE "public"."enum__header_v_version_status";
  DROP TYPE "public"."enum__header_v_published_locale";
  DROP TYPE "public"."enum_footer_menu_children_badge";
  DROP TYPE "public"."enum_footer_menu_children_link_kind";
  DROP TYPE "public"."enum_footer_menu_children_link_route";
  DROP TYPE "public"."enum_footer_menu_type";
  DROP TYPE "public"."enum_footer_menu_badge";
  DROP TYPE "public"."enum_footer_menu_link_kind";
  DROP TYPE "public"."enum_footer_menu_link_route";
  DROP TYPE "public"."enum_footer_social_links_network";
  DROP TYPE "public"."enum_footer_badges_link_kind";
  DROP TYPE "public"."enum_footer_badges_link_route";
  DROP TYPE "public"."enum_footer_payment_icons";
  DROP TYPE "public"."enum_footer_tracking_preferences_kind";
  DROP TYPE "public"."enum_footer_tracking_preferences_route";
  DROP TYPE "public"."enum_footer_status";
  DROP TYPE "public"."enum__footer_v_version_menu_children_badge";
  DROP TYPE "public"."enum__footer_v_version_menu_children_link_kind";
  DROP TYPE "public"."enum__footer_v_version_menu_children_link_route";
  DROP TYPE "public"."enum__footer_v_version_menu_type";
  DROP TYPE "public"."enum__footer_v_version_menu_badge";
  DROP TYPE "public"."enum__footer_v_version_menu_link_kind";
  DROP TYPE "public"."enum__footer_v_version_menu_link_route";
  DROP TYPE "public"."enum__footer_v_version_social_links_network";
  DROP TYPE "public"."enum__footer_v_version_badges_link_kind";
  DROP TYPE "public"."enum__footer_v_version_badges_link_route";
  DROP TYPE "public"."enum__footer_v_version_payment_icons";
  DROP TYPE "public"."enum__footer_v_version_tracking_preferences_kind";
  DROP TYPE "public"."enum__footer_v_version_tracking_preferences_route";
  DROP TYPE "public"."enum__footer_v_version_status";
  DROP TYPE "public"."enum__footer_v_published_locale";
  DROP TYPE "public"."enum_contacts_blocks_call_to_action_list_icon";
  DROP TYPE "public"."enum_contacts_blocks_call_to_action_list_link_kind";
  DROP TYPE "public"."enum_contacts_blocks_call_to_action_list_link_route";
  DROP TYPE "public"."enum_contacts_status";
  DROP TYPE "public"."enum__contacts_v_version_blocks_call_to_action_list_icon";
  DROP TYPE "public"."enum__contacts_v_version_blocks_call_to_action_list_link_kind";
  DROP TYPE "public"."enum__contacts_v_version_blocks_call_to_action_list_link_route";
  DROP TYPE "public"."enum__contacts_v_version_status";
  DROP TYPE "public"."enum__contacts_v_published_locale";`)
}
