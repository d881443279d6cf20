import { BRAND_NAME } from '../../../src/lib/brand'
import type { FaqCopy } from './types'

export const FAQ_DE: FaqCopy = {
  title: 'Häufige Fragen',
  lead: `Alles, was du wissen musst, bevor du mit ${BRAND_NAME} verreist: Buchung, Zahlung, deine Gruppe und dein Koordinator, Dokumente und Stornierung. Noch Fragen offen? Unser Kundenservice ist montags bis freitags von 9 bis 19 Uhr für dich da.`,
  categories: {
    booking: {
      name: 'Buchung',
      items: [
        [
          'Wie buche ich eine Reise?',
          'Such dir eine Reise und einen Abreisetermin aus und buche in wenigen Minuten online. Die Preise gelten pro Person, und dein Platz gehört dir, sobald die Anzahlung bezahlt ist.',
        ],
        [
          'Wie viel zahle ich bei der Buchung?',
          'Mit einer Anzahlung von 100 € sicherst du dir deinen Platz. Den Restbetrag zahlst du 31 Tage vor der Abreise.',
        ],
        [
          'Wann ist ein Termin bestätigt?',
          'Bei jedem Termin stehen die Mindestteilnehmerzahl, ab der er bestätigt ist, und die maximale Gruppengröße. Sobald das Minimum erreicht ist, wird der Termin als bestätigt angezeigt und du kannst alles Weitere entspannt planen.',
        ],
        [
          'Sind Flüge inbegriffen?',
          'Nein, außer die Reiseseite sagt etwas anderes. Unser Team berät dich aber gern, mit welchen Flügen du am besten zur Gruppe stößt.',
        ],
        [
          'Wie erreiche ich den Kundenservice?',
          'Wir sind montags bis freitags von 9 bis 19 Uhr per Telefon, E-Mail und WhatsApp für dich da. Auf E-Mails antworten wir innerhalb von 24 Stunden.',
        ],
      ],
    },
    payment: {
      name: 'Zahlung',
      items: [
        ['Wie kann ich bezahlen?', 'Du kannst mit Karte (Visa, Mastercard, American Express), PayPal, Apple Pay oder Google Pay bezahlen.'],
        [
          'Wann ist der Restbetrag fällig?',
          'Der Restbetrag ist 31 Tage vor der Abreise fällig; bis dahin hast du nur die Anzahlung bezahlt.',
        ],
        [
          'Und wenn ich weniger als 31 Tage vor der Abreise buche?',
          'Dann zahlst du gleich bei der Buchung den ganzen Preis, weil der Restbetrag schon fällig wäre.',
        ],
        [
          'Was ist die Reisekasse?',
          'Ein gemeinsamer Topf, aus dem die Ausgaben vor Ort während der Reise bezahlt werden. Der Betrag steht bei jeder Reise, und der Koordinator verwaltet die Kasse gemeinsam mit der Gruppe.',
        ],
      ],
    },
    group: {
      name: 'Die Gruppe',
      items: [
        [
          'Wie viele Leute sind in einer Gruppe?',
          'Unsere Gruppen sind klein: im Schnitt 11 Reisende. Bei jedem Termin stehen die Mindestteilnehmerzahl und die maximale Gruppengröße.',
        ],
        [
          'Wie alt sind die anderen Reisenden?',
          'Wer mit uns reist, ist ungefähr zwischen 25 und 49. Jeder Termin richtet sich an 25- bis 35- oder an 35- bis 49-Jährige und sagt das auch; bist du zwischen 21 und 25 oder knapp darüber, frag uns einfach: Das Team entscheidet gemeinsam mit dem Koordinator.',
        ],
        [
          'Ich reise allein: Teile ich mir ein Zimmer?',
          'Ja, du teilst dein Zimmer mit einer Person gleichen Geschlechts aus der Gruppe, sofern die Reise nichts anderes angibt. Bei Reisen mit der Option Einzelzimmer kannst du gegen Aufpreis ein eigenes Zimmer buchen.',
        ],
        [
          'Wir sind zu zweit: Bekommen wir ein eigenes Zimmer?',
          'Klar, und ohne Aufpreis: Wenn ihr zu zweit bucht, ist das private Zimmer kostenlos.',
        ],
      ],
    },
    coordinator: {
      name: 'Der Koordinator',
      items: [
        [
          'Wer ist der Koordinator?',
          `Ein Mitreisender wie du, von ${BRAND_NAME} geschult, der jede Gruppe vom ersten bis zum letzten Tag begleitet. Er hält die Gruppe zusammen, kümmert sich um die Organisation im Alltag und verwaltet mit euch die Reisekasse.`,
        ],
        [
          'Ist der Koordinator ein örtlicher Guide?',
          'Nein, der Koordinator ist kein örtlicher Guide. Bei Besichtigungen kommen lokale Guides dazu, die ihre Gegend bestens kennen.',
        ],
        [
          'Wann lerne ich den Koordinator und die Gruppe kennen?',
          'Etwa 3 Wochen vor der Abreise öffnet sich der Gruppenchat mit dem Koordinator. Dort kannst du Fragen stellen und dich schon vor der Reise vorstellen.',
        ],
      ],
    },
    documents: {
      name: 'Dokumente und Versicherung',
      items: [
        [
          'Welche Dokumente brauche ich?',
          'Einen gültigen Reisepass: Für die meisten Länder muss er noch 6 Monate nach deiner Rückkehr gültig sein. Nach der Buchung schicken wir dir eine Checkliste für deine Reise.',
        ],
        [
          'Brauche ich ein Visum?',
          'Das hängt vom Reiseziel ab: Auf der Reiseseite steht, welche Visa nötig sind. Darum kümmerst du dich selbst, und die Checkliste nach der Buchung hilft dir, es rechtzeitig zu erledigen.',
        ],
        [
          'Brauche ich Impfungen?',
          'Nur die, die das Reiseziel vorschreibt. Dafür bist du selbst verantwortlich; die Checkliste, die du nach der Buchung bekommst, sagt dir, was du prüfen solltest.',
        ],
        [
          'Ist eine Reiseversicherung inbegriffen?',
          'Ja, eine Kranken- und Gepäckversicherung ist bei jeder Reise immer im Preis enthalten.',
        ],
      ],
    },
    cancellation: {
      name: 'Stornierung',
      items: [
        [
          'Kann ich kostenlos stornieren?',
          'Ja, bis 31 Tage vor der Abreise. Alles, was du bezahlt hast, bekommst du innerhalb von 14 Tagen zurück.',
        ],
        [
          'Was kostet eine spätere Stornierung?',
          'Von 30 bis 15 Tagen vor der Abreise zahlst du 50 % des Preises, von 14 bis 8 Tagen 75 %. Bei 7 Tagen oder weniger oder wenn du nicht erscheinst, zahlst du 100 %.',
        ],
        [
          'Was ist die flexible Stornierungsoption?',
          'Du wählst sie bei der Buchung, für 49 € pro Person. Dann kannst du bis 8 Tage vor der Abreise kostenlos stornieren: Deine Anzahlung bekommst du als Geschenkgutschein im gleichen Wert zurück, 12 Monate gültig, den Rest als Geld.',
        ],
        [
          'Was passiert, wenn ein Termin die Mindestteilnehmerzahl nicht erreicht?',
          'Ist die Mindestteilnehmerzahl 21 Tage vor der Abreise nicht erreicht, sagen wir den Termin ab. Du entscheidest dann, ob du den vollen Preis zurückbekommst oder an einem anderen Termin reist.',
        ],
      ],
    },
  },
}
