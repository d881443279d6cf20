import { BRAND_NAME } from '../../../../src/lib/brand'
import type { InfoPage } from '../types'

export const es: InfoPage = {
  title: 'Habitación compartida o privada',
  lead: `En los viajes de ${BRAND_NAME} la habitación se comparte: es una de las formas más fáciles de conoceros y mantiene el precio bajo. Si prefieres tener tu propio espacio, hay dos maneras de conseguirlo, y aquí te las contamos.`,
  sections: [
    {
      heading: 'Cómo funciona la habitación compartida',
      body: [
        'Si viajas solo, compartes habitación con otro viajero del grupo del mismo género, salvo que el viaje indique otro tipo de alojamiento. No tienes que buscar compañero de habitación: nos encargamos nosotros cuando se forma el grupo.',
        'El precio que ves es por persona e incluye ya la habitación compartida, sin costes ocultos.',
      ],
    },
    {
      heading: 'Por qué compartir',
      body: [
        'Quien viaja solo suele preocuparse justo por esto, y casi siempre vuelve a casa con un amigo más. Compartir habitación rompe el hielo, facilita organizarse por las mañanas y te hace sentir parte del grupo desde la primera noche.',
      ],
    },
    {
      heading: '¿Sois dos? La habitación privada es gratis',
      body: [
        'Si reserváis dos personas juntas, con tu pareja, una amiga o tu hermano, la habitación privada no cuesta nada más. Dormís en vuestra habitación y seguís formando parte del grupo para todo lo demás.',
        'Solo tenéis que reservar juntos: así sabemos que la habitación es vuestra.',
      ],
    },
    {
      heading: 'Habitación individual con suplemento',
      body: [
        'Algunos viajes tienen la opción de habitación individual: la ves en la página del viaje y puedes reservarla con un suplemento. Es lo que necesitas si duermes mal con alguien al lado o si de vez en cuando te apetece desconectar.',
      ],
    },
    {
      heading: 'Cuando el viaje dice otra cosa',
      body: [
        'En algunos itinerarios el alojamiento cambia una o varias noches, por ejemplo en un refugio, en una tienda o en un barco. La página del viaje siempre lo indica, así sabes antes de reservar cómo vas a dormir.',
      ],
    },
    {
      heading: 'A tener en cuenta',
      body: [
        {
          bullets: [
            'Los precios son siempre por persona.',
            'La habitación compartida es con un viajero del mismo género.',
            'La habitación privada es gratis si reserváis dos juntos.',
            'La individual, donde existe, tiene suplemento.',
          ],
        },
        '¿Tienes dudas sobre tu caso? Escríbenos: nuestro equipo te responde en 24 horas.',
      ],
    },
  ],
}
