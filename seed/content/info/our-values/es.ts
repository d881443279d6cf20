import { BRAND_NAME } from '../../../../src/lib/brand'
import type { InfoPage } from '../types'

export const es: InfoPage = {
  title: 'Nuestros valores',
  lead: `${BRAND_NAME} nació de una idea sencilla: salir solo no significa viajar solo. Estos son los principios con los que organizamos cada viaje, y lo que puedes esperar de nosotros antes, durante y después de la salida.`,
  sections: [
    {
      heading: 'Grupos pequeños, encuentros de verdad',
      body: [
        'Viajamos en grupos reducidos, de 11 viajeros de media, porque es el tamaño justo para conocerse de verdad sin perder libertad. Cada salida indica cuántos viajeros la confirman y su tamaño máximo, así siempre sabes en qué grupo vas a estar.',
      ],
    },
    {
      heading: 'Una generación de viaje',
      body: [
        'Nuestros viajeros tienen entre 25 y 49 años, y cada salida está pensada para 25–35 o para 35–49 años. No es una norma para excluir a nadie, sino una forma de reunir a personas que conectan a la primera.',
      ],
    },
    {
      heading: 'Un coordinador, no un guía',
      body: [
        `Con cada grupo viaja un coordinador: un viajero formado por ${BRAND_NAME} que mantiene unido al grupo y resuelve los imprevistos. Para las visitas contamos con guías locales, porque nadie cuenta un lugar mejor que quien vive en él.`,
      ],
    },
    {
      heading: 'Claridad con el dinero',
      body: [
        'Precios por persona, una señal de 100 € para reservar tu plaza y el resto 31 días antes de la salida. El importe del bote común aparece en cada viaje y el coordinador lo gestiona con el grupo, con cuentas que todos pueden ver. Si cancelas hasta 31 días antes de la salida, te devolvemos todo en 14 días.',
      ],
    },
    {
      heading: 'Viajar protegido',
      body: [
        {
          bullets: [
            'El seguro médico y de equipaje está incluido en todos los viajes.',
            `${BRAND_NAME} Group Travel S.r.l., el operador turístico que organiza los viajes, tiene un seguro de responsabilidad civil profesional.`,
            'Estamos adheridos a un fondo de garantía que protege tus pagos en caso de insolvencia, como exigen la Directiva UE 2015/2302 y el Código de Turismo italiano.',
          ],
        },
      ],
    },
    {
      heading: 'Escuchar a quien viaja',
      body: [
        'Después de cada viaje leemos las reseñas una a una, las buenas y las críticas. Y si nos escribes, te respondemos en 24 horas, de lunes a viernes.',
      ],
    },
  ],
}
