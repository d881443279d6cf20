import { BRAND_NAME } from '../../../../src/lib/brand'
import { mailAddress } from '../../contacts'
import { LEGAL_UPDATED, OPERATOR } from '../operator'
import type { LegalDocument } from '../types'
import { RETENTION as R, SUPERVISOR } from './facts'

const privacy = mailAddress('es', 'privacy')

export const privacyPolicy: LegalDocument = {
  title: 'Política de privacidad',
  updated: LEGAL_UPDATED,
  lead: `Esta política explica qué datos personales recoge ${BRAND_NAME} cuando usted utiliza el sitio y cuando viaja con nosotros, para qué los usamos, a quién los comunicamos, cuánto tiempo los conservamos y qué derechos le reconoce el Reglamento General de Protección de Datos (RGPD, Reglamento (UE) 2016/679). Solo recogemos lo que necesitamos para organizar sus viajes y hacer funcionar el sitio.`,
  sections: [
    {
      heading: '1. Quién es responsable de sus datos',
      body: [
        `El responsable del tratamiento es ${OPERATOR.company}, ${OPERATOR.street}, ${OPERATOR.city}, Italia, número de IVA ${OPERATOR.vat}, la empresa que gestiona el sitio y organiza los viajes.`,
        [
          'Para cualquier pregunta sobre sus datos o para ejercer sus derechos, escriba a nuestro contacto de protección de datos en ',
          { label: privacy, url: `mailto:${privacy}` },
          '.',
        ],
      ],
    },
    {
      heading: '2. Qué datos recogemos',
      body: [
        'Según los servicios que utilice, tratamos:',
        {
          bullets: [
            'datos de la cuenta: su dirección de correo electrónico y los códigos de un solo uso que le enviamos para iniciar sesión (no usamos contraseñas);',
            'datos del perfil: su nombre, la foto que decida subir, los consentimientos que otorga (con su fecha) y la fecha de su última visita con la sesión iniciada;',
            'datos de las reservas: los viajes que reserva, los pagos y su estado, y, de cada viajero, el nombre, el género y el año de nacimiento, que necesitamos para el grupo de edad de la salida y para compartir habitación, además de si ya ha viajado con nosotros;',
            'datos del pasaporte (número, nacionalidad, fechas de expedición y de caducidad) solo cuando el viaje lo requiere, por ejemplo para visados, vuelos o trámites fronterizos;',
            'notas sobre salud y alimentación (alergias, intolerancias, necesidades médicas) solo si decide facilitárnoslas;',
            'sus suscripciones al boletín y a las alertas de salidas, y los viajes guardados en su lista de deseos;',
            'cookies: un identificador del dispositivo y la moneda elegida, descritas en el apartado 4;',
            'registros del servidor: dirección IP, fecha y hora, página solicitada y navegador, que se guardan automáticamente cuando visita el sitio.',
          ],
        },
        'Si reserva para otros viajeros, asegúrese de que conocen esta política antes de facilitarnos sus datos.',
      ],
    },
    {
      heading: '3. Para qué usamos sus datos y con qué base jurídica',
      body: [
        {
          bullets: [
            'para crear y gestionar su cuenta, tramitar y gestionar sus reservas y organizar el viaje: ejecución del contrato (art. 6.1.b RGPD);',
            'para llevar la contabilidad y los registros fiscales y atender los requerimientos de las autoridades: obligación legal (art. 6.1.c);',
            'para tener en cuenta las notas sobre salud y alimentación y adaptar el viaje a sus necesidades: su consentimiento explícito (art. 9.2.a), que puede retirar en cualquier momento;',
            'para enviarle el boletín y las alertas de salidas: su consentimiento (art. 6.1.a);',
            'para proteger el sitio, prevenir el fraude y mejorar nuestros servicios mediante el identificador del dispositivo y los registros del servidor: nuestro interés legítimo (art. 6.1.f).',
          ],
        },
        'Sin los datos necesarios para una reserva no podemos confirmarla. No tomamos decisiones sobre usted basadas únicamente en un tratamiento automatizado y no vendemos sus datos.',
      ],
    },
    {
      heading: '4. Cookies',
      body: [
        `El sitio instala una cookie llamada _device_id que guarda un identificador aleatorio de su dispositivo durante ${R.cookieDays} días. Nos permite reconocer su dispositivo de una visita a otra, proteger el sitio y medir su uso sin saber quién es usted.`,
        `Una segunda cookie recuerda la moneda elegida para los precios, también durante ${R.cookieDays} días. Cuando inicia sesión, algunas cookies técnicas mantienen la sesión abierta. Ninguna de estas cookies se utiliza con fines publicitarios, y puede borrarlas en cualquier momento desde la configuración del navegador.`,
      ],
    },
    {
      heading: '5. Quién recibe sus datos',
      body: [
        'Sus datos solo los ve el personal que los necesita y, además:',
        {
          bullets: [
            'el coordinador de su grupo y los proveedores locales del viaje (hoteles, empresas de transporte, guías locales, aerolíneas cuando los vuelos están incluidos), solo en lo necesario para prestar sus servicios;',
            'los proveedores de pago, que tratan los datos de su tarjeta o cuenta; nosotros nunca vemos ni guardamos el número completo de la tarjeta;',
            'el proveedor que envía nuestros correos electrónicos (códigos de acceso, confirmaciones de reserva, alertas y boletín);',
            'las autoridades públicas, cuando la ley lo exige o el viaje lo requiere (por ejemplo, para visados o controles fronterizos).',
          ],
        },
        'Los proveedores que tratan datos por cuenta nuestra lo hacen en virtud de un contrato que los obliga a seguir nuestras instrucciones y a guardar confidencialidad.',
      ],
    },
    {
      heading: '6. Transferencias fuera de la Unión Europea',
      body: [
        'Algunos proveedores pueden tratar datos fuera del Espacio Económico Europeo. Solo transferimos datos a países que la Comisión Europea considera adecuados o sobre la base de las cláusulas contractuales tipo adoptadas por la Comisión y, cuando es necesario, de garantías adicionales. Puede solicitarnos una copia de dichas garantías.',
        'Cuando su viaje tiene lugar fuera de la UE, comunicamos a los proveedores en destino los datos que necesitan para prestar los servicios reservados: esta transferencia es necesaria para ejecutar su contrato.',
      ],
    },
    {
      heading: '7. Cuánto tiempo conservamos sus datos',
      body: [
        {
          bullets: [
            `códigos de acceso de un solo uso: solo los guardamos cifrados (hash); cada uno puede usarse una vez y caduca a los ${R.codeMinutes} minutos;`,
            `cuenta y perfil: mientras la cuenta esté abierta; se suprimen en un plazo de ${R.accountClosedDays} días desde su cierre;`,
            `reservas, pagos y facturas: ${R.bookingYears} años, según exige la ley italiana para los registros contables;`,
            `datos del pasaporte y notas sobre salud o alimentación: hasta el final del viaje; se suprimen ${R.tripDataDays} días después de su regreso;`,
            'boletín, alertas y lista de deseos: hasta que se dé de baja, los elimine o cierre su cuenta;',
            `registros del servidor: ${R.logDays} días, y más tiempo solo mientras se investiga un incidente de seguridad.`,
          ],
        },
      ],
    },
    {
      heading: '8. Sus derechos',
      body: [
        'Usted tiene derecho a:',
        {
          bullets: [
            'acceder a sus datos y recibir una copia;',
            'obtener la rectificación de los datos inexactos y que se completen los incompletos;',
            'obtener la supresión de sus datos, salvo que la ley nos obligue a conservarlos;',
            'solicitar la limitación del tratamiento mientras se examina una solicitud suya;',
            'recibir los datos que nos ha facilitado en un formato estructurado y de lectura mecánica (portabilidad);',
            'oponerse al tratamiento basado en nuestro interés legítimo;',
            'retirar su consentimiento en cualquier momento, sin que ello afecte al tratamiento realizado antes;',
            `presentar una reclamación ante la autoridad de control, el ${SUPERVISOR.name} (${SUPERVISOR.address}, ${SUPERVISOR.site}).`,
          ],
        },
        [
          'Para ejercer sus derechos, escriba a ',
          { label: privacy, url: `mailto:${privacy}` },
          '. Respondemos en el plazo de un mes; podemos pedirle que confirme su identidad. Muchos datos pueden modificarse directamente desde su cuenta, y cada correo del boletín o de las alertas incluye un enlace para darse de baja.',
        ],
      ],
    },
    {
      heading: '9. Seguridad',
      body: [
        'Protegemos sus datos con medidas técnicas y organizativas adecuadas al riesgo: conexiones cifradas, acceso con códigos de un solo uso en lugar de contraseñas, acceso limitado al personal que lo necesita y copias de seguridad periódicas. Si una brecha afecta a sus datos y supone un riesgo para sus derechos, se lo comunicaremos a usted y a la autoridad de control conforme a la ley.',
      ],
    },
    {
      heading: '10. Menores',
      body: [
        `Nuestros viajes están dirigidos a adultos y el sitio no está destinado a menores. No recogemos a sabiendas datos de personas menores de ${R.minimumAge} años; si descubrimos que lo hemos hecho, los suprimimos.`,
      ],
    },
    {
      heading: '11. Cambios en esta política',
      body: [
        'Podemos actualizar esta política cuando cambien nuestros servicios o la ley. La fecha que figura al principio indica la versión vigente; si un cambio es importante, se lo comunicaremos por correo electrónico o mediante un aviso en el sitio antes de que se aplique.',
      ],
    },
  ],
}
