import { BRAND_NAME } from '../../../src/lib/brand'
import type { FaqCopy } from './types'

export const FAQ_ES: FaqCopy = {
  title: 'Preguntas frecuentes',
  lead: `Todo lo que necesitas saber antes de viajar con ${BRAND_NAME}: reserva, pagos, tu grupo y el coordinador, documentación y cancelación. ¿Te queda alguna duda? Nuestro equipo de atención al cliente te atiende de lunes a viernes, de 9:00 a 19:00.`,
  categories: {
    booking: {
      name: 'Reserva',
      items: [
        [
          '¿Cómo reservo un viaje?',
          'Elige el viaje y la fecha de salida y reserva online en pocos minutos. Los precios son por persona y la plaza es tuya en cuanto pagas la señal.',
        ],
        ['¿Cuánto pago al reservar?', 'Con una señal de 100 € aseguras tu plaza. El resto del precio se paga 31 días antes de la salida.'],
        [
          '¿Cuándo se confirma una salida?',
          'Cada salida indica el número mínimo de viajeros con el que se confirma y el tamaño máximo del grupo. En cuanto se alcanza el mínimo, la salida aparece como confirmada y puedes organizar lo demás con tranquilidad.',
        ],
        [
          '¿Los vuelos están incluidos?',
          'No, salvo que la página del viaje diga lo contrario. Si quieres, nuestro equipo te aconseja sobre qué vuelos coger para llegar al grupo.',
        ],
        [
          '¿Cómo contacto con atención al cliente?',
          'Te atendemos de lunes a viernes, de 9:00 a 19:00, por teléfono, correo electrónico y WhatsApp. Respondemos a los correos en un plazo de 24 horas.',
        ],
      ],
    },
    payment: {
      name: 'Pago',
      items: [
        ['¿Qué formas de pago aceptáis?', 'Puedes pagar con tarjeta (Visa, Mastercard, American Express), PayPal, Apple Pay o Google Pay.'],
        ['¿Cuándo pago el resto del precio?', 'El resto se paga 31 días antes de la salida; hasta entonces solo habrás pagado la señal.'],
        [
          '¿Y si reservo a menos de 31 días de la salida?',
          'En ese caso pagas el precio completo al reservar, porque el plazo del resto ya ha llegado.',
        ],
        [
          '¿Qué es el bote común?',
          'Es un fondo compartido que cubre los gastos locales durante el viaje. Su importe aparece en cada viaje y el coordinador lo gestiona junto con el grupo.',
        ],
      ],
    },
    group: {
      name: 'El grupo',
      items: [
        [
          '¿Cuántas personas forman un grupo?',
          'Viajamos en grupos reducidos, de 11 viajeros de media. Cada salida indica su número mínimo de viajeros y el tamaño máximo del grupo.',
        ],
        [
          '¿Qué edad tienen los demás viajeros?',
          'Quienes viajan con nosotros tienen más o menos entre 25 y 49 años. Cada salida es para 25-35 o para 35-49 años y lo indica; si tienes entre 21 y 25 años o acabas de pasarte del rango, pregúntanos y el equipo lo decide con el coordinador.',
        ],
        [
          'Si viajo solo o sola, ¿comparto habitación?',
          'Sí, compartes habitación con un viajero de tu mismo género, salvo que el viaje indique otra cosa. En los viajes con opción de habitación propia puedes reservar una individual pagando un suplemento.',
        ],
        [
          'Somos dos: ¿podemos tener una habitación para nosotros?',
          'Claro, y sin coste extra: si reserváis juntos, la habitación privada es gratis.',
        ],
      ],
    },
    coordinator: {
      name: 'El coordinador',
      items: [
        [
          '¿Quién es el coordinador?',
          `Un viajero como tú, formado por ${BRAND_NAME}, que acompaña a cada grupo del primer al último día. Mantiene unido al grupo, se ocupa de la organización del día a día y gestiona el bote común con vosotros.`,
        ],
        [
          '¿El coordinador es un guía local?',
          'No, el coordinador no es un guía local. En las visitas se unen al grupo guías del lugar, que conocen a fondo el destino.',
        ],
        [
          '¿Cuándo conozco al coordinador y al grupo?',
          'Unas 3 semanas antes de la salida se abre el chat del grupo con el coordinador. Allí puedes resolver dudas y presentarte antes de salir.',
        ],
      ],
    },
    documents: {
      name: 'Documentación y seguro',
      items: [
        [
          '¿Qué documentos necesito?',
          'Un pasaporte en vigor: para la mayoría de los países debe seguir siendo válido 6 meses después de la vuelta. Tras la reserva te enviamos una lista de comprobación para tu viaje.',
        ],
        [
          '¿Necesito visado?',
          'Depende del destino: la página del viaje indica qué visados hacen falta. Tramitarlos te corresponde a ti, y la lista que te enviamos tras la reserva te ayuda a hacerlo a tiempo.',
        ],
        [
          '¿Necesito vacunas?',
          'Solo las que exige el destino. Son responsabilidad tuya; la lista de comprobación que recibes tras la reserva te dice qué revisar.',
        ],
        [
          '¿El seguro de viaje está incluido?',
          'Sí, el seguro médico y de equipaje está siempre incluido en el precio de todos los viajes.',
        ],
      ],
    },
    cancellation: {
      name: 'Cancelación',
      items: [
        ['¿Puedo cancelar gratis?', 'Sí, hasta 31 días antes de la salida. Te devolvemos todo lo que hayas pagado en un plazo de 14 días.'],
        [
          '¿Cuánto cuesta cancelar más tarde?',
          'De 30 a 15 días antes de la salida pagas el 50 % del precio, y de 14 a 8 días, el 75 %. A 7 días o menos, o si no te presentas, pagas el 100 %.',
        ],
        [
          '¿Qué es la opción de cancelación flexible?',
          'La eliges al reservar, por 49 € por persona. Con ella puedes cancelar gratis hasta 8 días antes de la salida: la señal se te devuelve como tarjeta regalo del mismo valor, válida 12 meses, y el resto se te reembolsa en dinero.',
        ],
        [
          '¿Qué pasa si una salida no alcanza el mínimo?',
          'Si 21 días antes de la salida no se ha alcanzado el número mínimo de viajeros, cancelamos la salida. Tú eliges entre el reembolso completo y otra salida.',
        ],
      ],
    },
  },
}
