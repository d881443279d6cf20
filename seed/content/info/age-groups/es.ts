import { BRAND_NAME } from '../../../../src/lib/brand'
import type { InfoPage } from '../types'

export const es: InfoPage = {
  title: 'Grupos de edad',
  lead: `Los viajes de ${BRAND_NAME} son para quien tiene más o menos entre 25 y 49 años, y cada salida reúne a gente de una misma generación. Así viajas con personas cuyo ritmo, curiosidad y ganas se parecen a las tuyas.`,
  sections: [
    {
      heading: 'Por qué viajamos por edades',
      body: [
        'En un grupo reducido, de 11 viajeros de media, la complicidad cuenta. Quien está en la misma etapa de la vida suele buscar lo mismo en un viaje: charlar hasta tarde, madrugar para ver un amanecer, perderse en un mercado o alargar una cena.',
        'Por eso cada salida indica su grupo de edad. No es una frontera rígida para dejar fuera a nadie, sino una promesa sobre quién vas a encontrar en el grupo.',
      ],
    },
    {
      heading: 'Salidas 25–35',
      body: [
        'Son las salidas de quien acaba de empezar a trabajar, ha cambiado de ciudad o por fin tiene vacaciones para gastarlas como quiere. Se viaja con energía, las amistades surgen rápido y el chat del grupo se anima semanas antes de salir.',
      ],
    },
    {
      heading: 'Salidas 35–49',
      body: [
        'Son las salidas de quien ya ha viajado bastante y sabe lo que le gusta. El espíritu es el mismo, con compañeros que comparten tus ritmos y prioridades: hay quien viaja para desconectar del trabajo y quien quiere disfrutar del viaje sin tener que organizar nada.',
      ],
    },
    {
      heading: 'Cómo leer el grupo de una salida',
      body: [
        'Lo encuentras en la página de cada salida, junto con los demás datos que te ayudan a elegir:',
        {
          bullets: [
            'el grupo de edad: 25–35 o 35–49;',
            'el número mínimo de viajeros que confirma la salida;',
            'el tamaño máximo del grupo;',
            'el coordinador que viaja con vosotros.',
          ],
        },
        'Un mismo viaje puede tener fechas para los dos grupos: elige aquel en el que te reconoces.',
      ],
    },
    {
      heading: 'Si estás justo fuera del grupo',
      body: [
        '¿Tienes entre 21 y 25 años, o acabas de superar el límite? Escríbenos antes de reservar. Nuestro equipo valora cada solicitud con el coordinador de la salida, teniendo en cuenta el grupo que se está formando, y te responde con sinceridad.',
        'Si la respuesta es no, te proponemos una salida que encaje mejor contigo: lo importante es que te sientas a gusto en el grupo, y el grupo contigo.',
      ],
    },
  ],
}
