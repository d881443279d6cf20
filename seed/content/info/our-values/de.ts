import { BRAND_NAME } from '../../../../src/lib/brand'
import type { InfoPage } from '../types'

export const de: InfoPage = {
  title: 'Unsere Werte',
  lead: `${BRAND_NAME} ist aus einer einfachen Idee entstanden: Allein aufbrechen heißt nicht, allein zu reisen. Das sind die Grundsätze hinter jeder Reise, die wir organisieren, und das kannst du vor, während und nach der Abreise von uns erwarten.`,
  sections: [
    {
      heading: 'Kleine Gruppen, echte Begegnungen',
      body: [
        'Wir reisen in kleinen Gruppen, im Schnitt 11 Reisende, weil das die richtige Größe ist, um sich wirklich kennenzulernen, ohne Freiheit zu verlieren. Jede Abreise zeigt, mit wie vielen Reisenden sie bestätigt wird und wie groß die Gruppe höchstens ist, damit du immer weißt, worauf du dich einlässt.',
      ],
    },
    {
      heading: 'Eine Generation unterwegs',
      body: [
        'Unsere Reisenden sind zwischen 25 und 49 Jahre alt, und jede Abreise ist für 25- bis 35-Jährige oder für 35- bis 49-Jährige gedacht. Das ist keine Regel, um jemanden auszuschließen, sondern ein Weg, Menschen zusammenzubringen, die sich sofort verstehen.',
      ],
    },
    {
      heading: 'Ein Koordinator, kein Reiseführer',
      body: [
        `Mit jeder Gruppe reist ein Koordinator: ein von ${BRAND_NAME} geschulter Reisender, der die Gruppe zusammenhält und sich um Unvorhergesehenes kümmert. Für Besichtigungen arbeiten wir mit örtlichen Guides, denn niemand erzählt von einem Ort besser als die Menschen, die dort leben.`,
      ],
    },
    {
      heading: 'Klartext beim Geld',
      body: [
        'Preise pro Person, eine Anzahlung von 100 €, um deinen Platz zu sichern, und der Restbetrag 31 Tage vor der Abreise. Der Betrag der Reisekasse steht bei jeder Reise, und der Koordinator verwaltet sie mit der Gruppe, mit Abrechnungen, die alle sehen. Stornierst du bis 31 Tage vor der Abreise, erstatten wir dir alles innerhalb von 14 Tagen.',
      ],
    },
    {
      heading: 'Geschützt reisen',
      body: [
        {
          bullets: [
            'Eine Kranken- und Gepäckversicherung ist in jeder Reise enthalten.',
            `${BRAND_NAME} Group Travel S.r.l., der Reiseveranstalter, der die Reisen organisiert, ist berufshaftpflichtversichert.`,
            'Wir sind Mitglied eines Garantiefonds, der deine Zahlungen schützt, falls der Veranstalter zahlungsunfähig wird, wie es die EU-Richtlinie 2015/2302 und das italienische Tourismusgesetzbuch verlangen.',
          ],
        },
      ],
    },
    {
      heading: 'Reisenden zuhören',
      body: [
        'Nach jeder Reise lesen wir jede Bewertung einzeln, die guten wie die kritischen. Und wenn du uns schreibst, antworten wir innerhalb von 24 Stunden, montags bis freitags.',
      ],
    },
  ],
}
