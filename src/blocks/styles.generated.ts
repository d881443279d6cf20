// Written by `npm run blocks` from the folders of src/blocks: do not edit.

import './calendar/calendar.css'
import './carousel/carousel.css'
import './faq/faq.css'
import './hero/hero.css'
import './html/html.css'
import './listing/listing.css'
import './rich-text/rich-text.css'
import './tour/tour.css'
