import { messagesFor } from '@/editions/messages'
import { translator } from '@/editions/translator'
import { BlockRoot } from '../BlockRoot'
import { Island } from '../Island.client'
import type { BlockProps } from '../types'
import type { EventListData } from './load-event-list'

/**
 * The WeMeet events to come, by date: the quick date filters and the city filter (both in the
 * address, `?when=&city=`), then the cards. The cached HTML has the first cards for every date
 * and city; the island applies a filter from the address and shows more from the site API.
 */
export default function EventList({ block, frame, context, data }: BlockProps<'eventList', EventListData>) {
  const { edition } = context
  const t = translator(edition.code, 'events')
  const Heading = frame.index === 0 ? 'h1' : 'h2'
  return (
    <BlockRoot frame={frame} interactive>
      <section className="b-event-list" aria-labelledby={`${frame.id}-title`}>
        <Heading id={`${frame.id}-title`} className="b-event-list__title">
          {block.title || t('listTitle')}
        </Heading>
        <Island
          messages={{ events: messagesFor(edition.code).events }}
          frame={frame}
          type="eventList"
          props={{ ...data, currency: context.currency, cardHeading: Heading === 'h1' ? 'h2' : 'h3' }}
        />
      </section>
    </BlockRoot>
  )
}
