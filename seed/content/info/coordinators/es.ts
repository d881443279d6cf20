import { BRAND_NAME } from '../../../../src/lib/brand'
import type { InfoPage } from '../types'

export const es: InfoPage = {
  title: 'Nuestros coordinadores',
  lead: `Cada grupo de ${BRAND_NAME} sale con un coordinador: un viajero como tú, que conoce el viaje y sabe cómo hacer que un grupo funcione. Aquí abajo los tienes a todos, con su perfil y sus próximas salidas.`,
  sections: [
    {
      heading: 'Quién es el coordinador',
      body: [
        `No es un guía local ni un acompañante que lo decide todo por ti. Es un viajero, formado por ${BRAND_NAME}, que ha decidido poner su experiencia al servicio del grupo. Viaja con vosotros, duerme donde dormís y vive el viaje de principio a fin.`,
      ],
    },
    {
      heading: 'Antes de la salida',
      body: [
        'Unas tres semanas antes de la salida, el coordinador abre con vosotros el chat del grupo. Responde a las primeras preguntas, ayuda a organizar las llegadas y consigue que, cuando os veáis, parezca que ya os conocéis un poco.',
      ],
    },
    {
      heading: 'Durante el viaje',
      body: [
        'En destino es el punto de referencia del grupo:',
        {
          bullets: [
            'sigue el programa día a día y mantiene unido al grupo;',
            'gestiona el bote común con vosotros, con cuentas claras;',
            'busca una solución cuando algo no sale como estaba previsto;',
            'deja espacio a quien quiere un rato para sí.',
          ],
        },
        'Para las visitas se unen al grupo guías locales, que te cuentan los lugares con el conocimiento de quien vive allí.',
      ],
    },
    {
      heading: 'Un grupo, no una multitud',
      body: [
        'Los grupos son reducidos, 11 viajeros de media, y el coordinador se ocupa de que nadie se quede al margen. El tiempo libre se decide entre todos, y a menudo las mejores noches nacen de una idea del grupo más que del programa.',
      ],
    },
    {
      heading: 'Elige también por el coordinador',
      body: [
        'Aquí abajo están nuestros coordinadores. Abre un perfil para saber quién es, cómo viaja y con qué salidas estará de viaje: a veces es precisamente la persona que lleva el grupo la que te hace elegir una fecha en lugar de otra.',
      ],
    },
  ],
}
