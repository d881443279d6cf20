import { BRAND_NAME } from '../../../../src/lib/brand'
import { mailAddress } from '../../contacts'
import { LEGAL_UPDATED, OPERATOR } from '../operator'
import type { LegalDocument } from '../types'

const bookings = mailAddress('es', 'bookings')
const privacy = mailAddress('es', 'privacy')

export const generalConditions: LegalDocument = {
  title: 'Condiciones generales del contrato de viaje combinado',
  updated: LEGAL_UPDATED,
  lead: `Estas condiciones generales se aplican a todos los viajes reservados con ${BRAND_NAME}. Junto con la ficha del viaje y la confirmación de la reserva, constituyen el contrato de viaje combinado. Se ajustan a la Directiva (UE) 2015/2302 relativa a los viajes combinados y al Código de Turismo italiano (Decreto Legislativo n.º 79, de 23 de mayo de 2011).`,
  sections: [
    {
      heading: '1. Las partes',
      body: [
        `El organizador de todos los viajes es ${OPERATOR.company}, con domicilio en ${OPERATOR.street}, ${OPERATOR.city}, Italia, número de IVA ${OPERATOR.vat}, inscrita en el Registro Mercantil de Milán (en adelante, “el organizador” o “nosotros”). El organizador tiene contratado un seguro de responsabilidad civil profesional y está adherido a un fondo de garantía que protege los pagos de los viajeros (apartado 15).`,
        'La otra parte es el viajero que reserva, para sí mismo y para cada viajero indicado en la reserva. Quien reserva en nombre de otras personas declara estar autorizado para ello y se compromete a darles a conocer estas condiciones.',
      ],
    },
    {
      heading: '2. Contenido del viaje combinado',
      body: [
        'Están incluidos los servicios indicados en la ficha del viaje y recogidos en la confirmación: por lo general, el alojamiento, los transportes y las actividades descritos en el itinerario, un coordinador durante todo el viaje y el seguro médico y de equipaje. Los vuelos no están incluidos, salvo que la ficha del viaje indique lo contrario; nuestro equipo puede asesorar sobre los vuelos más adecuados.',
        'Las habitaciones se comparten con un viajero del mismo género, salvo que el viaje indique otra cosa. Dos viajeros que reservan juntos disponen de una habitación para ellos sin coste adicional; en los viajes que ofrecen la opción de habitación individual, esta puede reservarse con un suplemento.',
        'Los gastos locales durante el viaje se pagan con un fondo compartido, el bote común, que no forma parte del precio: su importe se indica en cada viaje y el coordinador lo gestiona junto con el grupo.',
      ],
    },
    {
      heading: '3. Reserva y perfección del contrato',
      body: [
        'La reserva se realiza en línea en el sitio. Cada salida indica su grupo de edad, de 25 a 35 o de 35 a 49 años; quien tenga entre 21 y 25 años o supere ligeramente el grupo puede solicitarlo, y nuestro equipo decide junto con el coordinador. Cada salida indica también el número mínimo de viajeros que la confirma y el tamaño máximo del grupo.',
        'Antes de la reserva facilitamos la información precontractual exigida por la ley. El contrato se perfecciona cuando confirmamos la reserva por correo electrónico tras recibir el depósito; la confirmación resume los servicios, el precio y las fechas de pago.',
      ],
    },
    {
      heading: '4. Depósito, saldo y forma de pago',
      body: [
        'Los precios son por persona. La plaza queda garantizada con un depósito de 100 €. El saldo debe abonarse 31 días antes de la salida; si la reserva se realiza dentro de los 31 días anteriores a la salida, se paga el precio completo de una sola vez.',
        'Se puede pagar con tarjeta (Visa, Mastercard, American Express), PayPal, Apple Pay o Google Pay. Si el saldo no se abona en plazo, enviamos un recordatorio por correo electrónico; si sigue sin pagarse, podemos cancelar la reserva y aplicar los gastos del apartado 7.',
      ],
    },
    {
      heading: '5. Precio y revisión del precio',
      body: [
        'El precio confirmado en la reserva incluye los impuestos y cargos conocidos en ese momento. Después de la reserva solo puede aumentar como consecuencia directa de variaciones en:',
        {
          bullets: [
            'el coste del combustible u otras fuentes de energía para el transporte de pasajeros;',
            'los impuestos o tasas sobre los servicios de viaje, como las tasas turísticas o las de aterrizaje y embarque;',
            'los tipos de cambio aplicables al viaje combinado.',
          ],
        },
        'Comunicamos cualquier aumento, con su justificación y su cálculo, a más tardar 20 días antes de la salida. Si el aumento supera el 8 % del precio, el viajero puede aceptarlo o resolver el contrato sin penalización. Si dichos costes disminuyen, el viajero tiene derecho a la reducción correspondiente.',
      ],
    },
    {
      heading: '6. Cambios solicitados por el viajero y cesión de la reserva',
      body: [
        'Las solicitudes de cambio de la reserva (por ejemplo, de habitación o de fecha de salida) se atienden en la medida de lo posible y pueden tener un coste, que comunicamos antes de su aceptación.',
        'El viajero puede ceder su reserva a otra persona que cumpla las condiciones del viaje, incluido el grupo de edad de la salida, comunicándolo al menos 7 días antes de la salida. Cedente y cesionario responden solidariamente del saldo y de los gastos adicionales razonables de la cesión, que justificamos.',
      ],
    },
    {
      heading: '7. Cancelación por parte del viajero',
      body: [
        'El viajero puede cancelar en cualquier momento comunicándolo por escrito. Salvo que haya elegido la opción flexible (apartado 8), se aplican los siguientes gastos, en porcentaje del precio del viaje:',
        {
          bullets: [
            'hasta 31 días antes de la salida: sin gastos, se reembolsa todo lo pagado en un plazo de 14 días;',
            'de 30 a 15 días antes de la salida: el 50 % del precio;',
            'de 14 a 8 días antes de la salida: el 75 % del precio;',
            '7 días o menos antes de la salida, o no presentarse: el 100 % del precio.',
          ],
        },
        'Las cantidades que deban devolverse se reembolsan en un plazo de 14 días. Si en el destino concurren circunstancias inevitables y extraordinarias que afecten de forma significativa al viaje, el viajero puede cancelar antes de la salida sin gastos y con el reembolso íntegro.',
      ],
    },
    {
      heading: '8. Opción de cancelación flexible',
      body: [
        'Al reservar se puede añadir la opción de cancelación flexible, por 49 € por persona. Permite cancelar sin gastos hasta 8 días antes de la salida: el depósito se devuelve como tarjeta regalo del mismo valor, válida durante 12 meses, y el resto de lo pagado se reembolsa en dinero. A partir de 7 días antes de la salida se aplica la escala del apartado 7.',
      ],
    },
    {
      heading: '9. Cancelación por parte del organizador',
      body: [
        'Si una salida no ha alcanzado su número mínimo de viajeros 21 días antes de la salida, la cancelamos y lo comunicamos sin demora; el viajero elige entre el reembolso íntegro y otra salida.',
        'También podemos cancelar si circunstancias inevitables y extraordinarias nos impiden ejecutar el contrato, comunicándolo sin demora indebida antes de la salida. En ambos casos el viajero recibe el reembolso íntegro en un plazo de 14 días, sin otra indemnización; en cualquier otro supuesto de cancelación por nuestra parte, tiene derecho además a la indemnización que prevea la ley.',
      ],
    },
    {
      heading: '10. El coordinador',
      body: [
        `Cada grupo viaja con un coordinador: un viajero formado por ${BRAND_NAME}, no un guía local. El coordinador se ocupa del grupo y del programa, gestiona el bote común junto con el grupo y es el primer punto de contacto durante el viaje. Para las visitas se unen al grupo guías locales. Unas 3 semanas antes de la salida se abre un chat de grupo con el coordinador.`,
      ],
    },
    {
      heading: '11. Obligaciones del viajero',
      body: [
        'El viajero es responsable de su documentación de viaje y de los requisitos sanitarios:',
        {
          bullets: [
            'pasaporte en vigor, que para la mayoría de los países debe tener una validez de 6 meses después del regreso;',
            'visados cuando sean necesarios, según se indique en la ficha del viaje;',
            'las vacunas que exija el destino.',
          ],
        },
        'Tras la reserva enviamos una lista de comprobación. El viajero nos informa antes de la salida de cualquier problema de salud o necesidad relevante para el viaje. Durante el viaje respeta a los demás viajeros, al coordinador, el programa y las leyes locales; los costes derivados del incumplimiento de estas obligaciones corren a cargo del viajero responsable.',
      ],
    },
    {
      heading: '12. Seguro incluido',
      body: [
        'El seguro médico y de equipaje está siempre incluido en el precio. La póliza, con sus coberturas, límites y el teléfono de emergencias, se envía junto con la confirmación de la reserva. El viajero puede contratar libremente coberturas adicionales.',
      ],
    },
    {
      heading: '13. Falta de conformidad y reclamaciones',
      body: [
        'Si un servicio no se presta según lo acordado, el viajero debe comunicarlo sin demora al coordinador o a nosotros, para que podamos subsanarlo en el lugar. Lo subsanamos salvo que resulte imposible o tenga un coste desproporcionado; en caso contrario, el viajero tiene derecho a una reducción del precio y, en su caso, a una indemnización.',
        [
          `Las reclamaciones también pueden enviarse durante el viaje o después a `,
          { label: bookings, url: `mailto:${bookings}` },
          `. Nuestro equipo atiende de lunes a viernes de 9:00 a 19:00 por teléfono, correo electrónico y WhatsApp, y responde a los correos en un plazo de 24 horas.`,
        ],
      ],
    },
    {
      heading: '14. Responsabilidad',
      body: [
        'Respondemos de la ejecución de todos los servicios del viaje combinado, con independencia de quién los preste, y prestamos asistencia al viajero que se encuentre en dificultades durante el viaje. No respondemos cuando la falta de conformidad sea imputable al viajero, a un tercero ajeno a los servicios y resulte imprevisible o inevitable, o a circunstancias inevitables y extraordinarias.',
        'Cuando los convenios internacionales limiten la indemnización debida por un prestador de servicios, se nos aplican los mismos límites. Salvo en caso de daños personales o de daños causados de forma intencionada o por negligencia, la indemnización no puede superar el triple del precio total del viaje combinado.',
      ],
    },
    {
      heading: '15. Protección frente a la insolvencia',
      body: [
        'Estamos adheridos a un fondo de garantía que protege los pagos de los viajeros en caso de insolvencia del organizador: reembolsa lo pagado y, si el viaje ya ha comenzado, garantiza la repatriación. Los datos del fondo figuran en la confirmación de la reserva.',
      ],
    },
    {
      heading: '16. Datos personales',
      body: [
        [
          `El responsable del tratamiento es ${OPERATOR.company}. Tratamos los datos de los viajeros para ejecutar el contrato, tal como se explica en la política de privacidad; las consultas pueden enviarse a `,
          { label: privacy, url: `mailto:${privacy}` },
          `.`,
        ],
      ],
    },
    {
      heading: '17. Legislación aplicable y tribunales competentes',
      body: [
        'El contrato se rige por la legislación italiana, en particular por el Código de Turismo italiano, sin que ello prive al viajero de la protección de las normas imperativas del país en el que reside. Si el viajero es consumidor, son competentes los tribunales de su lugar de residencia. También es posible acudir a una entidad de resolución alternativa de litigios; la Red de Centros Europeos del Consumidor indica cuál es la competente.',
      ],
    },
  ],
}
