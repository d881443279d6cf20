import { BRAND_NAME } from '../../../../src/lib/brand'
import type { InfoPage } from '../types'

export const es: InfoPage = {
  title: 'Cómo funciona',
  lead: `Con ${BRAND_NAME} viajas en un grupo reducido de gente de tu edad, con un coordinador que se viene con vosotros. Esto es lo que pasa, paso a paso, desde que eliges el viaje hasta que vuelves a casa.`,
  sections: [
    {
      heading: 'Elige el viaje',
      body: [
        'Busca por destino, fecha o tipo de viaje. Cada salida está pensada para personas de 25 a 35 años o de 35 a 49 años e indica su grupo de edad, el número mínimo de viajeros que la confirma y el tamaño máximo del grupo. De media, un grupo tiene 11 viajeros.',
        'En la página del viaje tienes el itinerario día a día, lo que incluye, el importe del bote común y los documentos que necesitas. Los precios son siempre por persona.',
      ],
    },
    {
      heading: 'Reserva con la señal',
      body: [
        'Reservas online en pocos minutos: una señal de 100 € te asegura la plaza y el resto se paga 31 días antes de la salida. Si reservas a menos de 31 días de la salida, pagas el precio completo de una vez.',
        {
          bullets: [
            'Pagas con tarjeta (Visa, Mastercard, American Express), PayPal, Apple Pay o Google Pay.',
            'El seguro médico y de equipaje siempre está incluido.',
            'Cancelas gratis hasta 31 días antes de la salida; con la opción flexible (49 € por persona, al reservar), hasta 8 días antes.',
          ],
        },
        'El vuelo no está incluido, salvo que el viaje lo diga, y nuestro equipo te aconseja encantado. Cómpralo cuando la salida esté confirmada: si 21 días antes no llega al mínimo, la cancelamos nosotros y tú eliges entre el reembolso completo y otra salida.',
      ],
    },
    {
      heading: 'Conoce al grupo en el chat',
      body: [
        'Unas tres semanas antes de la salida se abre el chat del grupo con el coordinador. Es el momento de presentarte, organizar las llegadas, preguntar qué meter en la maleta y romper el hielo antes incluso de salir.',
        'Después de reservar también te enviamos una lista de documentos: pasaporte, visados si hacen falta y las vacunas que pide el destino.',
      ],
    },
    {
      heading: 'Viaja con el coordinador',
      body: [
        `El coordinador es un viajero como tú, formado por ${BRAND_NAME}: no es un guía local, sino la persona que mantiene unido al grupo, sigue el programa y resuelve los imprevistos. Para las visitas se unen guías locales.`,
        'Compartes habitación con un viajero del mismo género, salvo que el viaje diga otra cosa. Si reserváis dos personas juntas, la habitación privada no cuesta nada más.',
      ],
    },
    {
      heading: 'El bote común',
      body: [
        'Los gastos locales del viaje se pagan con el bote común, un fondo al que aporta cada viajero. Su importe aparece en cada viaje, así sabes desde el principio cuánto tener en cuenta. Lo gestiona el coordinador junto con el grupo, con cuentas claras que todos pueden ver.',
      ],
    },
    {
      heading: 'Después del viaje',
      body: ['Al volver te pedimos una reseña: tus palabras ayudan a quien elija después de ti y nos dicen qué mejorar.'],
    },
  ],
}
