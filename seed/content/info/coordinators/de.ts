import { BRAND_NAME } from '../../../../src/lib/brand'
import type { InfoPage } from '../types'

export const de: InfoPage = {
  title: 'Unsere Koordinatoren',
  lead: `Jede Gruppe von ${BRAND_NAME} reist mit einem Koordinator: einem Reisenden wie dir, der die Reise kennt und weiß, wie eine Gruppe gut funktioniert. Unten findest du sie alle, mit ihrem Profil und ihren nächsten Abreisen.`,
  sections: [
    {
      heading: 'Wer der Koordinator ist',
      body: [
        `Kein örtlicher Reiseführer und keine Reiseleitung, die alles für dich entscheidet. Ein Koordinator ist ein Reisender, geschult von ${BRAND_NAME}, der seine Erfahrung in den Dienst der Gruppe stellt. Er reist mit euch, schläft, wo ihr schlaft, und erlebt die Reise von Anfang bis Ende mit.`,
      ],
    },
    {
      heading: 'Vor der Abreise',
      body: [
        'Etwa drei Wochen vor der Abreise öffnet der Koordinator mit euch den Gruppenchat. Er beantwortet die ersten Fragen, hilft bei der Planung der Anreise und sorgt dafür, dass ihr euch beim ersten Treffen schon ein bisschen kennt.',
      ],
    },
    {
      heading: 'Während der Reise',
      body: [
        'Vor Ort ist er der Ansprechpartner der Gruppe:',
        {
          bullets: [
            'Er folgt dem Programm Tag für Tag und hält die Gruppe zusammen.',
            'Er verwaltet die Reisekasse gemeinsam mit euch, mit klaren Abrechnungen.',
            'Er findet eine Lösung, wenn etwas nicht wie geplant läuft.',
            'Er lässt Raum für alle, die mal Zeit für sich brauchen.',
          ],
        },
        'Für Besichtigungen kommen örtliche Guides dazu, die dir die Orte mit dem Wissen von Menschen zeigen, die dort leben.',
      ],
    },
    {
      heading: 'Gruppe statt Masse',
      body: [
        'Die Gruppen sind klein, im Schnitt 11 Reisende, und der Koordinator achtet darauf, dass niemand am Rand steht. Über die freie Zeit entscheidet ihr gemeinsam, und die schönsten Abende entstehen oft aus einer Idee der Gruppe statt aus dem Programm.',
      ],
    },
    {
      heading: 'Wähle auch nach Koordinator',
      body: [
        'Unten findest du unsere Koordinatoren. Öffne ein Profil und lies, wer sie sind, wie sie reisen und mit welchen Abreisen sie als Nächstes unterwegs sind: Manchmal ist es genau die Person, die die Gruppe begleitet, die für einen Termin statt eines anderen spricht.',
      ],
    },
  ],
}
