import { BRAND_NAME } from '../../../../src/lib/brand'
import type { InfoPage } from '../types'
import type { ContactDetails } from './details'

export const es = (contact: ContactDetails): InfoPage => ({
  title: 'Contacto',
  lead: `¿Tienes una pregunta sobre un viaje, una reserva o cómo funciona ${BRAND_NAME}? Nuestro equipo te responde por teléfono, por WhatsApp y por correo electrónico: ${contact.hours}.`,
  sections: [
    {
      heading: 'Teléfono',
      body: [
        ['Llámanos al ', contact.phone, ` (${contact.hours}).`],
        'Es el canal adecuado si dudas entre varios viajes o fechas y quieres un consejo de viva voz, o si necesitas una respuesta en el momento.',
      ],
    },
    {
      heading: 'WhatsApp',
      body: [
        ['Escríbenos por WhatsApp al ', contact.whatsapp, ` (${contact.hours}).`],
        'Práctico para preguntas rápidas, para enviarnos la foto de un documento o para seguir una conversación cuando tengas un momento.',
      ],
    },
    {
      heading: 'Correo electrónico',
      body: [
        'Respondemos a cada correo en 24 horas. Elige la dirección adecuada y llegarás directamente a quien puede ayudarte:',
        [contact.hello, `: preguntas sobre los viajes y sobre ${BRAND_NAME}, antes de reservar.`],
        [contact.bookings, `: cambios, pagos y documentos de una reserva.`],
        [contact.privacy, `: tus datos personales y la privacidad.`],
      ],
    },
    {
      heading: 'Qué canal elegir',
      body: [
        {
          bullets: [
            'Antes de reservar: teléfono o WhatsApp, para elegir juntos viaje y fecha.',
            'Ya has reservado: escribe al equipo de reservas y ten a mano el código de la reserva, nos ayuda a responderte más rápido.',
            'Estás de viaje: tu coordinador y el chat del grupo son la vía más rápida.',
            'Datos personales: la dirección de privacidad.',
          ],
        },
      ],
    },
    {
      heading: 'Habla con nosotros desde cualquier página',
      body: [
        'Cuando veas el botón «Contacta con nosotros» en la parte superior de la página, ábrelo: encontrarás los mismos contactos y, si ya has reservado, una línea directa con el equipo de reservas.',
      ],
    },
    {
      heading: 'Dónde estamos',
      body: [
        `${BRAND_NAME} Group Travel S.r.l., Via Giovanni Battista Pirelli 12, 20124 Milán, Italia. NIF-IVA IT11864520967, inscrita en el Registro Mercantil de Milán. Es el operador turístico que organiza nuestros viajes, y también puedes enviarnos correo postal a esta dirección.`,
      ],
    },
  ],
})
