import { BRAND_NAME } from '../../../../src/lib/brand'
import type { InfoPage } from '../types'

export const de: InfoPage = {
  title: 'Altersgruppen',
  lead: `Die Reisen von ${BRAND_NAME} sind für Menschen zwischen etwa 25 und 49, und jede Abreise bringt eine Generation zusammen. So reist du mit Leuten, deren Tempo, Neugier und Lust auf Neues deinen ähneln.`,
  sections: [
    {
      heading: 'Warum wir nach Alter reisen',
      body: [
        'In einer kleinen Gruppe, im Schnitt 11 Reisende, kommt es darauf an, dass die Chemie stimmt. Wer in der gleichen Lebensphase ist, sucht auf Reisen oft das Gleiche: bis spät in die Nacht reden, früh für einen Sonnenaufgang aufstehen, über einen Markt schlendern oder ein Abendessen ausdehnen.',
        'Deshalb nennt jede Abreise ihre Altersgruppe. Das ist keine starre Grenze, um jemanden auszuschließen, sondern ein Versprechen, wen du in der Gruppe triffst.',
      ],
    },
    {
      heading: 'Abreisen für 25–35',
      body: [
        'Das sind die Abreisen für alle, die gerade ins Berufsleben gestartet sind, in eine neue Stadt gezogen sind oder endlich Urlaub haben, den sie frei gestalten wollen. Es geht lebhaft zu, Freundschaften entstehen schnell und der Gruppenchat ist schon Wochen vor der Abreise voll.',
      ],
    },
    {
      heading: 'Abreisen für 35–49',
      body: [
        'Das sind die Abreisen für alle, die schon viel gereist sind und wissen, was ihnen gefällt. Der Geist ist derselbe, mit Mitreisenden, die deinen Rhythmus und deine Prioritäten teilen: Manche reisen, um vom Job abzuschalten, andere, um unterwegs zu sein, ohne irgendetwas organisieren zu müssen.',
      ],
    },
    {
      heading: 'So liest du die Altersgruppe einer Abreise',
      body: [
        'Du findest sie auf der Seite jeder Abreise, zusammen mit den anderen Angaben, die dir bei der Wahl helfen:',
        {
          bullets: [
            'die Altersgruppe: 25–35 oder 35–49;',
            'die Mindestzahl an Reisenden, mit der die Abreise bestätigt wird;',
            'die maximale Gruppengröße;',
            'der Koordinator, der mit euch reist.',
          ],
        },
        'Dieselbe Reise kann Termine für beide Altersgruppen haben: Wähle die, in der du dich wiederfindest.',
      ],
    },
    {
      heading: 'Wenn du knapp außerhalb liegst',
      body: [
        'Du bist zwischen 21 und 25 oder gerade über der Grenze? Schreib uns vor der Buchung. Unser Team prüft jede Anfrage gemeinsam mit dem Koordinator der Abreise, schaut sich die Gruppe an, die gerade entsteht, und antwortet dir ehrlich.',
        'Lautet die Antwort nein, schlagen wir dir eine Abreise vor, die besser zu dir passt: Es geht darum, dass du dich in der Gruppe wohlfühlst, und die Gruppe sich mit dir.',
      ],
    },
  ],
}
