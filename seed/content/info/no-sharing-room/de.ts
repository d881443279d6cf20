import { BRAND_NAME } from '../../../../src/lib/brand'
import type { InfoPage } from '../types'

export const de: InfoPage = {
  title: 'Geteiltes oder eigenes Zimmer',
  lead: `Auf den Reisen von ${BRAND_NAME} teilst du dir das Zimmer: So lernt ihr euch am leichtesten kennen, und der Preis bleibt niedrig. Wenn du lieber etwas Raum für dich hast, gibt es zwei Wege dorthin, und die zeigen wir dir hier.`,
  sections: [
    {
      heading: 'So funktioniert das geteilte Zimmer',
      body: [
        'Reist du allein, teilst du dein Zimmer mit einer anderen reisenden Person des gleichen Geschlechts aus deiner Gruppe, außer die Reise nennt eine andere Unterbringung. Du musst niemanden suchen: Darum kümmern wir uns, wenn die Gruppe steht.',
        'Der Preis, den du siehst, gilt pro Person und enthält das geteilte Zimmer bereits, ohne versteckte Kosten.',
      ],
    },
    {
      heading: 'Warum teilen',
      body: [
        'Wer allein verreist, macht sich oft genau darüber Sorgen und kommt fast immer mit einem Freund mehr nach Hause. Ein geteiltes Zimmer bricht das Eis, macht die Morgen leichter zu organisieren und lässt dich vom ersten Abend an zur Gruppe gehören.',
      ],
    },
    {
      heading: 'Zu zweit? Das eigene Zimmer ist gratis',
      body: [
        'Bucht ihr zu zweit, mit Partner, Freundin oder Bruder, kostet das eigene Zimmer nichts extra. Ihr schlaft in eurem Zimmer und seid bei allem anderen trotzdem Teil der Gruppe.',
        'Bucht einfach gemeinsam, dann wissen wir, dass das Zimmer euch gehört.',
      ],
    },
    {
      heading: 'Einzelzimmer gegen Aufpreis',
      body: [
        'Manche Reisen haben die Option Einzelzimmer: Du siehst sie auf der Seite der Reise und kannst sie gegen einen Aufpreis buchen. Das ist das Richtige, wenn du neben jemandem schlecht schläfst oder ab und zu Zeit für dich brauchst.',
      ],
    },
    {
      heading: 'Wenn die Reise etwas anderes sagt',
      body: [
        'Auf manchen Routen ändert sich die Unterbringung für eine oder mehrere Nächte, zum Beispiel in einer Berghütte, im Zelt oder auf einem Boot. Das steht immer auf der Seite der Reise, damit du vor der Buchung weißt, wie du schläfst.',
      ],
    },
    {
      heading: 'Gut zu wissen',
      body: [
        {
          bullets: [
            'Die Preise gelten immer pro Person.',
            'Das geteilte Zimmer teilst du mit einer Person des gleichen Geschlechts.',
            'Das eigene Zimmer ist gratis, wenn ihr zu zweit bucht.',
            'Das Einzelzimmer kostet, wo es angeboten wird, einen Aufpreis.',
          ],
        },
        'Unsicher, was zu dir passt? Schreib uns: Unser Team antwortet innerhalb von 24 Stunden.',
      ],
    },
  ],
}
