import { BRAND_NAME } from '../../../../src/lib/brand'
import { mailAddress } from '../../contacts'
import { LEGAL_UPDATED, OPERATOR } from '../operator'
import type { LegalDocument } from '../types'

const hello = mailAddress('es', 'hello')
const privacy = mailAddress('es', 'privacy')

export const terms: LegalDocument = {
  title: 'Términos y condiciones de uso',
  updated: LEGAL_UPDATED,
  lead: `Estos términos regulan el uso del sitio web de ${BRAND_NAME} y de la cuenta de cliente. No se refieren al viaje en sí: a quien reserva un viaje se le aplican, además, las condiciones generales del contrato de viaje combinado. Le rogamos que lea con atención ambos documentos; el uso del sitio implica la aceptación de los términos que figuran a continuación.`,
  sections: [
    {
      heading: '1. Quién gestiona el sitio',
      body: [
        `El sitio está gestionado por ${OPERATOR.company}, con domicilio en ${OPERATOR.street}, ${OPERATOR.city}, Italia, número de IVA ${OPERATOR.vat}, inscrita en el Registro Mercantil de Milán (en adelante, “nosotros”). Esta misma sociedad organiza, como operador turístico, los viajes que se ofrecen en el sitio.`,
        [
          `Puede ponerse en contacto con nosotros en `,
          { label: hello, url: `mailto:${hello}` },
          ` o a través de la página de contacto, de lunes a viernes de 9:00 a 19:00, por teléfono, correo electrónico y WhatsApp.`,
        ],
      ],
    },
    {
      heading: '2. Ámbito de aplicación',
      body: [
        'Los términos se aplican a toda persona que visite el sitio, tenga o no una cuenta. Abarcan la consulta del catálogo, la cuenta de cliente, la lista de deseos, los avisos sobre salidas, el boletín y las opiniones publicadas en el sitio.',
        'Cuando un servicio concreto tenga normas propias (por ejemplo, una promoción), estas se indican en el lugar donde se utiliza el servicio y prevalecen sobre estos términos únicamente para dicho servicio.',
      ],
    },
    {
      heading: '3. Cuenta y acceso',
      body: [
        'Para navegar por el sitio no se necesita una cuenta. Para reservar, seguir sus viajes y guardar sus preferencias, el usuario crea una cuenta con su dirección de correo electrónico. No utilizamos contraseñas: en cada acceso enviamos a esa dirección un código de un solo uso, válido durante pocos minutos y utilizable una única vez.',
        'El usuario es responsable de la seguridad de su buzón de correo, ya que quien pueda leer sus mensajes podrá acceder a su cuenta. El usuario se compromete a:',
        {
          bullets: [
            'facilitar datos veraces, actuales y completos y mantenerlos actualizados;',
            'no comunicar a terceros los códigos de acceso ni crear cuentas a nombre de otras personas;',
            'avisarnos sin demora si cree que otra persona ha utilizado su cuenta.',
          ],
        },
        'La cuenta puede cerrarse en cualquier momento escribiéndonos. Podemos suspender una cuenta utilizada en contra de estos términos, tras comunicar el motivo, salvo que la ley o razones urgentes de seguridad lo impidan.',
      ],
    },
    {
      heading: '4. Uso permitido',
      body: [
        'El sitio puede utilizarse con fines personales y no comerciales: buscar, comparar y reservar viajes para uno mismo y para sus acompañantes. No está permitido:',
        {
          bullets: [
            'copiar de forma masiva el catálogo, los precios o la disponibilidad, por medios automáticos o de otro modo, ni reutilizarlos con fines comerciales;',
            'perturbar el funcionamiento del sitio, poner a prueba su seguridad sin autorización o intentar acceder a datos ajenos;',
            'realizar reservas de mala fe, por ejemplo para bloquear plazas que no se piensan utilizar;',
            'publicar contenidos ilícitos, ofensivos, discriminatorios o que vulneren derechos de terceros.',
          ],
        },
      ],
    },
    {
      heading: '5. Contenidos y opiniones',
      body: [
        'Las descripciones, los itinerarios, las imágenes y los precios se elaboran con cuidado. Los elementos vinculantes de un viaje son los confirmados en el momento de la reserva, conforme a las condiciones generales del contrato de viaje combinado.',
        'Después del viaje, el usuario puede publicar una opinión. La opinión debe describir su propia experiencia, ser sincera y respetuosa y no contener datos personales de otros viajeros ni del coordinador. No pagamos por las opiniones ni alteramos su sentido; podemos rechazar o retirar una opinión que incumpla estas normas, pero nunca la retiramos solo por ser negativa.',
        'Al publicar una opinión, el usuario nos concede una licencia gratuita y no exclusiva para mostrarla en el sitio y en nuestras comunicaciones, junto con su nombre de pila y el viaje valorado, mientras permanezca publicada.',
      ],
    },
    {
      heading: '6. Lista de deseos, avisos y boletín',
      body: [
        'Con una cuenta, el usuario puede guardar viajes en su lista de deseos y solicitar avisos, por ejemplo cuando se confirma una salida o se añaden nuevas fechas. Los avisos se envían por correo electrónico y cada uno incluye un enlace para darlos de baja.',
        'El boletín solo se envía a quien se suscribe; es posible darse de baja en cualquier momento mediante el enlace incluido en cada envío o desde la cuenta. El tratamiento de los datos para estos servicios se explica en la política de privacidad.',
      ],
    },
    {
      heading: '7. Propiedad intelectual',
      body: [
        `El nombre ${BRAND_NAME}, el logotipo, los textos, las imágenes, el diseño y el software del sitio nos pertenecen a nosotros o a nuestros licenciantes y están protegidos por la normativa de propiedad intelectual e industrial. El usuario puede consultarlos e imprimir o guardar páginas para su uso personal; cualquier otro uso, en particular su copia, distribución o modificación, requiere nuestra autorización por escrito.`,
      ],
    },
    {
      heading: '8. Responsabilidad por el sitio',
      body: [
        'Nos esforzamos por mantener el sitio disponible, seguro y correcto, pero no podemos garantizar que esté siempre libre de interrupciones o errores. Las tareas de mantenimiento, las actualizaciones o las averías técnicas pueden hacer que no esté disponible temporalmente.',
        'Respondemos de los daños causados con dolo o culpa grave y, en todo caso, cuando la ley no permita excluir la responsabilidad, incluidos los casos de muerte o lesiones personales. No respondemos de los contenidos de sitios de terceros enlazados desde el nuestro. Nuestra responsabilidad por los viajes reservados se rige por las condiciones generales del contrato de viaje combinado.',
      ],
    },
    {
      heading: '9. Modificación de los términos',
      body: [
        'Podemos actualizar estos términos cuando cambien el sitio, sus servicios o la ley. La fecha de la última actualización figura al principio de esta página. Quien tenga una cuenta recibirá aviso por correo electrónico de los cambios importantes antes de que se apliquen y, si no los acepta, podrá cerrar su cuenta. Las reservas ya realizadas se rigen por las condiciones vigentes en el momento de la reserva.',
      ],
    },
    {
      heading: '10. Legislación aplicable y litigios',
      body: [
        'Estos términos se rigen por la legislación italiana. Si el usuario es consumidor, conserva la protección de las normas imperativas del país en el que reside y puede acudir a los tribunales de su lugar de residencia.',
        'Antes de acudir a los tribunales, le invitamos a escribirnos: la mayoría de los problemas se resuelven con rapidez. También es posible recurrir a una entidad de resolución alternativa de litigios. La plataforma europea de resolución de litigios en línea (ODR) se cerró el 20 de julio de 2025; la Red de Centros Europeos del Consumidor puede indicar qué entidad es competente en cada caso.',
      ],
    },
    {
      heading: '11. Contacto',
      body: [
        [
          `Para cualquier consulta sobre estos términos o sobre la cuenta, puede escribir a `,
          { label: hello, url: `mailto:${hello}` },
          `; para consultas sobre datos personales, a `,
          { label: privacy, url: `mailto:${privacy}` },
          `. Respondemos a los correos electrónicos en un plazo de 24 horas.`,
        ],
      ],
    },
  ],
}
