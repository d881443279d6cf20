import { BRAND_NAME } from '../../../../src/lib/brand'
import { mailAddress } from '../../contacts'
import { LEGAL_UPDATED, OPERATOR } from '../operator'
import type { LegalDocument } from '../types'
import { CANCELLATION as C, cancellationFee, euros } from './scale'

const bookings = mailAddress('es', 'bookings')
const eur = (amount: number) => euros(amount, 'es')
const price = C.examplePrice
const [half, most] = C.bands

export const cancellationPolicy: LegalDocument = {
  title: 'Política de cancelación',
  updated: LEGAL_UPDATED,
  lead: `Los planes cambian, y preferimos que sepa de antemano qué ocurre si ya no puede viajar. Esta política explica cuánto cuesta cancelar un viaje reservado con ${BRAND_NAME}, cómo funciona la opción de cancelación flexible, cómo y cuándo se pagan los reembolsos y qué sucede si somos nosotros quienes debemos anular una salida. Forma parte de las condiciones generales del contrato de viaje combinado.`,
  sections: [
    {
      heading: '1. A quién se aplica esta política',
      body: [
        `Los viajes de este sitio los organiza ${OPERATOR.company}, ${OPERATOR.street}, ${OPERATOR.city}, Italia, número de IVA ${OPERATOR.vat}, como organizador de viajes conforme a la Directiva (UE) 2015/2302 relativa a los viajes combinados y al Código de Turismo italiano. La política se aplica a cada viajero incluido en una reserva.`,
        'Los días son días naturales contados hacia atrás desde la fecha de salida que figura en la reserva; el propio día de salida no se cuenta. Todos los precios son por persona, y cada viajero de una reserva puede cancelar con independencia de los demás.',
      ],
    },
    {
      heading: '2. La escala de cancelación estándar',
      body: [
        'Si no eligió la opción de cancelación flexible, al cancelar se aplica la siguiente escala. El porcentaje se calcula sobre el precio completo del viaje por persona:',
        {
          bullets: [
            `${C.freeFromDays} días o más antes de la salida: sin gastos; se le reembolsa todo lo pagado en un plazo de ${C.refundWithinDays} días;`,
            `de ${half.fromDays} a ${half.toDays} días antes de la salida: el ${half.percent} % del precio;`,
            `de ${most.fromDays} a ${most.toDays} días antes de la salida: el ${most.percent} % del precio;`,
            `${C.bands[2].fromDays} días o menos antes de la salida, o si no se presenta al inicio del viaje: el ${C.bands[2].percent} % del precio.`,
          ],
        },
        'Si ha pagado más de lo que corresponde según la escala, le reembolsamos la diferencia. Los suplementos reservados (por ejemplo, la habitación individual) siguen la misma escala que el precio del viaje.',
      ],
    },
    {
      heading: '3. La opción de cancelación flexible',
      body: [
        `Al reservar puede añadir la opción de cancelación flexible por ${eur(C.flexible.price)} por persona. Solo se puede elegir en el momento de la reserva, no después, y su precio no es reembolsable.`,
        `Con esta opción puede cancelar sin gastos hasta ${C.flexible.freeFromDays} días antes de la salida. El depósito de ${eur(C.deposit)} se le devuelve como tarjeta regalo de ${BRAND_NAME} del mismo valor, válida durante ${C.flexible.giftCardMonths} meses y utilizable en cualquier viaje; el resto de lo pagado se le reembolsa en dinero en un plazo de ${C.refundWithinDays} días. Si cancela ${C.bands[2].fromDays} días o menos antes de la salida, se aplica la escala estándar.`,
      ],
    },
    {
      heading: '4. Cómo cancelar',
      body: [
        [
          'Puede cancelar desde su cuenta, en la reserva que desea anular, o escribiendo a ',
          { label: bookings, url: `mailto:${bookings}` },
          ' desde la dirección de correo electrónico con la que reservó, indicando el código de la reserva y los nombres de los viajeros que cancelan.',
        ],
        'La fecha de cancelación es el día en que recibimos su solicitud; una solicitud recibida en sábado, domingo o festivo cuenta desde ese día, aunque nuestro equipo la atienda el siguiente día laborable (de lunes a viernes, de 9:00 a 19:00). Confirmamos cada cancelación por correo electrónico con el importe que se reembolsará.',
      ],
    },
    {
      heading: '5. Reembolsos: cuándo y cómo',
      body: [
        `Los reembolsos se pagan en un plazo de ${C.refundWithinDays} días desde la cancelación, con el mismo medio de pago que utilizó: tarjeta (Visa, Mastercard, American Express), PayPal, Apple Pay o Google Pay. Si pagó en libras o en dólares, el reembolso se realiza en la misma moneda.`,
        'El tiempo que tarda el importe en aparecer en su extracto depende de su banco o de su proveedor de pagos; normalmente, unos pocos días laborables. Las tarjetas regalo se envían por correo electrónico y aparecen en su cuenta.',
      ],
    },
    {
      heading: '6. Ceder la reserva a otra persona',
      body: [
        `En lugar de cancelar, puede ceder su plaza a otra persona que cumpla las condiciones del viaje (en particular, su grupo de edad y los documentos de viaje que exige). Comuníquenoslo al menos ${C.transferNoticeDays} días antes de la salida, con los datos del nuevo viajero.`,
        'No cobramos ningún cargo por la cesión. Solo se cobran los costes realmente generados, por ejemplo el cambio de nombre en un vuelo incluido en el viaje, y se los comunicamos antes de que confirme. Usted y el nuevo viajero responden solidariamente del saldo pendiente y de dichos costes.',
      ],
    },
    {
      heading: '7. Cambiar de salida',
      body: [
        `Hasta ${C.freeFromDays} días antes de la salida puede trasladar su reserva una vez, sin coste, a otra salida del mismo viaje o a otro viaje, según disponibilidad. Si el nuevo viaje cuesta más, paga la diferencia; si cuesta menos, se la reembolsamos en un plazo de ${C.refundWithinDays} días.`,
        'Pasado ese plazo, el cambio de salida se trata como una cancelación según la escala del apartado 2, seguida de una nueva reserva.',
      ],
    },
    {
      heading: '8. Cancelación por parte del organizador',
      body: [
        `Cada salida indica el número mínimo de viajeros que la confirma. Si ${C.minimumCheckDays} días antes de la salida no se ha alcanzado ese mínimo, la cancelamos y se lo comunicamos sin demora. Usted elige entonces entre el reembolso íntegro de todo lo pagado, en un plazo de ${C.refundWithinDays} días, y una plaza en otra salida.`,
        `Si cancelamos un viaje por cualquier otro motivo, recibe el reembolso íntegro en un plazo de ${C.refundWithinDays} días y, cuando la ley lo prevea, una indemnización.`,
      ],
    },
    {
      heading: '9. Circunstancias inevitables y extraordinarias',
      body: [
        'Si en el lugar de destino o en sus inmediaciones se producen circunstancias inevitables y extraordinarias (como guerras, catástrofes naturales o brotes graves de enfermedades) que afecten de forma significativa al viaje o al transporte hasta el destino, puede cancelar antes de la salida sin pagar ninguna penalización, y le reembolsamos todo lo pagado.',
        `Si esas mismas circunstancias nos impiden realizar el viaje, lo cancelamos y le reembolsamos íntegramente en un plazo de ${C.refundWithinDays} días. En ambos casos no se debe ninguna otra indemnización.`,
      ],
    },
    {
      heading: '10. Qué cubre el seguro incluido',
      body: [
        'El seguro médico y de equipaje está siempre incluido en el precio. Cubre los gastos médicos y la asistencia durante el viaje, incluida la repatriación cuando sea necesaria, y la pérdida o los daños de su equipaje, dentro de los límites indicados en la póliza que le enviamos con la confirmación de la reserva.',
        'No cubre los gastos de cancelación previstos en esta política (para ello existe la opción de cancelación flexible), los vuelos o servicios que haya reservado por su cuenta ni los casos excluidos en las condiciones de la póliza. Si desea cobertura de cancelación, puede contratar un seguro aparte.',
      ],
    },
    {
      heading: `11. Ejemplos para un viaje de ${eur(price)}`,
      body: [
        `Los ejemplos siguientes se refieren a un viajero en un viaje de ${eur(price)}, pagado en su totalidad:`,
        {
          bullets: [
            `Cancelación 40 días antes de la salida: sin gastos; se reembolsan ${eur(price)}.`,
            `Cancelación 20 días antes de la salida: la penalización es del ${half.percent} %, es decir, ${eur(cancellationFee(price, 20))}; se reembolsan ${eur(price - cancellationFee(price, 20))}.`,
            `Cancelación 10 días antes de la salida: la penalización es del ${most.percent} %, es decir, ${eur(cancellationFee(price, 10))}; se reembolsan ${eur(price - cancellationFee(price, 10))}.`,
            `Cancelación 5 días antes de la salida o no presentación: la penalización es de ${eur(cancellationFee(price, 5))}; no se reembolsa nada.`,
            `Con la opción de cancelación flexible (${eur(C.flexible.price)}), cancelación 10 días antes de la salida: recibe una tarjeta regalo de ${eur(C.deposit)} y un reembolso de ${eur(price - C.deposit)}.`,
            `La salida no alcanza su mínimo ${C.minimumCheckDays} días antes: elige entre un reembolso de ${eur(price)} y otra salida.`,
          ],
        },
      ],
    },
  ],
}
