import { BRAND_NAME } from '../../../../src/lib/brand'
import type { InfoPage } from '../types'

export const de: InfoPage = {
  title: 'So funktioniert’s',
  lead: `Mit ${BRAND_NAME} reist du in einer kleinen Gruppe mit Menschen in deinem Alter, und ein Koordinator reist mit. So läuft es ab, Schritt für Schritt, von der Wahl der Reise bis zur Rückkehr nach Hause.`,
  sections: [
    {
      heading: 'Wähle deine Reise',
      body: [
        'Suche nach Reiseziel, Datum oder Reiseart. Jede Abreise ist für 25- bis 35-Jährige oder für 35- bis 49-Jährige gedacht und zeigt ihre Altersgruppe, die Mindestzahl an Reisenden, mit der sie bestätigt wird, und die maximale Gruppengröße. Im Schnitt reisen 11 Personen in einer Gruppe.',
        'Auf der Seite der Reise findest du den Ablauf Tag für Tag, die Leistungen, den Betrag der Reisekasse und die nötigen Dokumente. Die Preise gelten immer pro Person.',
      ],
    },
    {
      heading: 'Buche mit der Anzahlung',
      body: [
        'Du buchst online in wenigen Minuten: Eine Anzahlung von 100 € sichert dir deinen Platz, der Restbetrag ist 31 Tage vor der Abreise fällig. Buchst du weniger als 31 Tage vor der Abreise, zahlst du den ganzen Preis sofort.',
        {
          bullets: [
            'Du zahlst per Karte (Visa, Mastercard, American Express), PayPal, Apple Pay oder Google Pay.',
            'Eine Kranken- und Gepäckversicherung ist immer inklusive.',
            'Bis 31 Tage vor der Abreise stornierst du kostenlos, mit der flexiblen Option (49 € pro Person, bei der Buchung gewählt) bis 8 Tage vorher.',
          ],
        },
        'Flüge sind nicht inklusive, außer die Reise sagt es, und unser Team berät dich gern. Buche sie, sobald die Abreise bestätigt ist: Erreicht sie 21 Tage vorher ihre Mindestzahl nicht, sagen wir sie ab, und du wählst zwischen voller Erstattung und einer anderen Abreise.',
      ],
    },
    {
      heading: 'Lerne die Gruppe im Chat kennen',
      body: [
        'Etwa drei Wochen vor der Abreise öffnet der Gruppenchat mit deinem Koordinator. Jetzt ist die Zeit, dich vorzustellen, die Anreise abzustimmen, zu fragen, was in den Koffer gehört, und das Eis zu brechen, bevor es losgeht.',
        'Nach der Buchung schicken wir dir außerdem eine Checkliste: Reisepass, eventuelle Visa und die Impfungen, die dein Reiseziel verlangt.',
      ],
    },
    {
      heading: 'Reise mit dem Koordinator',
      body: [
        `Dein Koordinator ist ein Reisender wie du, geschult von ${BRAND_NAME}: kein örtlicher Reiseführer, sondern die Person, die die Gruppe zusammenhält, dem Programm folgt und sich um Unvorhergesehenes kümmert. Für Besichtigungen kommen örtliche Guides dazu.`,
        'Du teilst dein Zimmer mit einer reisenden Person des gleichen Geschlechts, außer die Reise sagt etwas anderes. Bucht ihr zu zweit, kostet das eigene Zimmer nichts extra.',
      ],
    },
    {
      heading: 'Die Reisekasse',
      body: [
        'Die Ausgaben vor Ort zahlt ihr aus der Reisekasse, in die alle Reisenden einzahlen. Ihr Betrag steht bei jeder Reise, damit du von Anfang an weißt, womit du rechnen musst. Der Koordinator verwaltet sie mit der Gruppe, mit klaren Abrechnungen, die alle sehen.',
      ],
    },
    {
      heading: 'Nach der Reise',
      body: [
        'Zurück zu Hause bitten wir dich um eine Bewertung: Deine Worte helfen allen, die nach dir wählen, und zeigen uns, was wir besser machen können.',
      ],
    },
  ],
}
