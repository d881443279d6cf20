import { absoluteUrl } from '@/editions/absolute-url'
import { formatPrice } from '@/editions/formats'
import { href } from '@/editions/href'
import { messagesFor } from '@/editions/messages'
import { translator } from '@/editions/translator'
import { CoordinatorPortrait } from '@/features/coordinators/CoordinatorPortrait'
import { eventCardData, eventItem } from '@/features/events/event-card'
import { eventJsonLd } from '@/features/events/event-json-ld'
import { eventClock, eventMoment } from '@/features/events/event-time'
import { itineraryMapAddress } from '@/features/maps/map-address'
import { resourceAddress } from '@/features/media/resource'
import { RichText } from '@/features/rich-text/RichText'
import { StructuredData } from '@/features/seo/StructuredData'
import { BRAND_NAME } from '@/lib/brand'
import { BlockRoot } from '../BlockRoot'
import { Island } from '../Island.client'
import type { BlockProps } from '../types'

const osmLink = ({ latitude, longitude }: { latitude: number; longitude: number }) =>
  `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`

/**
 * A WeMeet event's page: its picture and title, when (on its city's clock), where (with a map),
 * the price, places and organiser, the overview, and the action its state allows (the island,
 * which also knows the visitor's own place). Its `Event` structured data goes with it.
 */
export default function EventDetail({ frame, context }: BlockProps<'eventDetail'>) {
  const event = context.routeData.event
  if (!event) return null
  const { edition } = context
  const t = translator(edition.code, 'events')
  const zone = event.city.timeZone
  const moment = (instant: string) => eventMoment(instant, zone, edition.locale)
  const listHref = href('events-wemeet', {}, edition)
  const picture = event.picture
  const { organiser } = event
  return (
    <BlockRoot frame={frame} interactive>
      <article className="b-event" data-status={event.status}>
        {picture && (
          <img
            className="b-event__picture"
            src={resourceAddress(picture.id, picture.seoName, 'hero')}
            srcSet={`${resourceAddress(picture.id, picture.seoName, 'card')} 768w, ${resourceAddress(picture.id, picture.seoName, 'hero')} 1600w`}
            sizes="(min-width: 1200px) 1200px, 100vw"
            alt={picture.altText}
            width={1600}
            height={1000}
            fetchPriority="high"
          />
        )}
        <header className="b-event__head">
          {listHref && (
            <a className="b-event__back" href={listHref}>
              {t('backToList')}
            </a>
          )}
          <p className="b-event__city">{event.city.name}</p>
          <h1 className="b-event__title">{event.title}</h1>
          {event.status !== 'available' && <p className="b-event__state">{t(`status.${event.status}`)}</p>}
        </header>
        <div className="b-event__layout">
          <div className="b-event__main">
            {event.overview && (
              <section className="b-event__overview" aria-labelledby={`${frame.id}-overview`}>
                <h2 id={`${frame.id}-overview`}>{t('overview')}</h2>
                <RichText data={event.overview} edition={edition} />
              </section>
            )}
            <section className="b-event__venue" aria-labelledby={`${frame.id}-venue`}>
              <h2 id={`${frame.id}-venue`}>{t('venue')}</h2>
              <p>
                <strong>{event.venue.name}</strong>
                <br />
                {event.venue.address}
              </p>
              <img
                className="b-event__map"
                src={itineraryMapAddress([event.venue], event.venue.name)}
                alt={t('mapAlt', { venue: event.venue.name })}
                width={800}
                height={520}
                loading="lazy"
              />
              <p>
                <a href={osmLink(event.venue)} rel="noopener" target="_blank">
                  {t('openMap')}
                </a>
              </p>
            </section>
          </div>
          <aside className="b-event__panel">
            <dl className="b-event__facts">
              <div>
                <dt>{t('date')}</dt>
                <dd>
                  <time dateTime={event.startsAt}>{moment(event.startsAt)}</time>
                  {event.endsAt && (
                    <>
                      {' – '}
                      <time dateTime={event.endsAt}>{eventClock(event.endsAt, zone, edition.locale)}</time>
                    </>
                  )}
                  <span className="b-event__zone">{t('localTime', { city: event.city.name })}</span>
                </dd>
              </div>
              <div>
                <dt>{t('price')}</dt>
                <dd>
                  {event.price.free ? t('free') : t('pricePerPerson', { price: formatPrice(event.price.amount, event.price.currency) })}
                </dd>
              </div>
              <div>
                <dt>{t('spots')}</dt>
                <dd data-spots-left={event.spotsLeft ?? ''}>
                  {event.spots === null ? t('unlimited') : t('spotsOf', { left: event.spotsLeft ?? 0, spots: event.spots })}
                  <span className="b-event__attendees">{t('attendees', { count: event.attendees })}</span>
                </dd>
              </div>
              {organiser.name && (
                <div className="b-event__organiser">
                  <dt>{t('organiser')}</dt>
                  <dd>
                    {organiser.coordinator && (
                      <CoordinatorPortrait
                        picture={organiser.coordinator.picture}
                        name={organiser.name}
                        size={48}
                        className="b-event__portrait"
                      />
                    )}
                    <span>
                      {organiser.coordinator ? (
                        <a href={href('coordinators-coordinator', { coordinator: organiser.coordinator.slug }, edition)}>
                          {organiser.name}
                        </a>
                      ) : (
                        organiser.name
                      )}
                      <small>{organiser.coordinator ? t('coordinator', { brand: BRAND_NAME }) : t('host')}</small>
                    </span>
                  </dd>
                </div>
              )}
            </dl>
            <Island
              messages={{ events: messagesFor(edition.code).events }}
              frame={frame}
              type="eventDetail"
              props={{
                eventId: event.id,
                status: event.status,
                spots: event.spots,
                spotsLeft: event.spotsLeft,
                joinUntil: moment(event.joinUntil),
                cancelBefore: event.cancelBefore,
                cancelBeforeText: moment(event.cancelBefore),
                listHref,
                item: eventItem(eventCardData(event)),
              }}
            />
          </aside>
        </div>
        <StructuredData
          data={eventJsonLd(event, {
            url: absoluteUrl(edition.code, event.url),
            image: picture ? absoluteUrl(edition.code, resourceAddress(picture.id, picture.seoName, 'hero')) : null,
            organiser: { name: BRAND_NAME, url: absoluteUrl(edition.code, href('index', {}, edition) || '/') },
          })}
        />
      </article>
    </BlockRoot>
  )
}
