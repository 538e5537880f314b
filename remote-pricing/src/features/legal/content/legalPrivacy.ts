import { MEASUREMENT_RETENTION_MONTHS } from '@estefania/shared';
import type { LegalDocument } from './types';
import { legalFacts as facts } from './legalFacts';

export const privacyPolicy: LegalDocument = {
  title: 'Política de Privacidad',
  description:
    'Cómo trata EstefanIA los datos personales de clientes y de las personas que llaman: finalidades, plazos, servidores en la UE y tus derechos.',
  updated: facts.privacyUpdated,
  intro:
    'Esta política explica qué datos personales tratamos, para qué, durante cuánto tiempo y qué derechos tienes, de acuerdo con el Reglamento General de Protección de Datos (RGPD) y la Ley Orgánica 3/2018 de Protección de Datos Personales y garantía de los derechos digitales (LOPDGDD).',
  sections: [
    {
      id: 'responsable',
      title: 'Quién es el responsable',
      paragraphs: [
        'El responsable del tratamiento de los datos de visitantes y clientes es la sociedad titular de EstefanIA, cuyos datos identificativos (denominación, CIF y domicilio) figuran al final de esta página y en el pie de la web.',
        'Cuando EstefanIA atiende las llamadas de tu negocio, el responsable de los datos de quienes llaman eres tú, como cliente, y nosotros actuamos como encargado del tratamiento según el acuerdo de tratamiento de datos (DPA).',
      ],
    },
    {
      id: 'datos',
      title: 'Qué datos tratamos',
      paragraphs: ['Tratamos solo los datos necesarios para cada finalidad:'],
      list: [
        'Datos de la cuenta: nombre y apellidos, email, teléfono y método de pago. Los datos completos de la tarjeta los trata directamente la plataforma de pago; nosotros no los guardamos.',
        'Datos del negocio: sitio web, nombre de la empresa, descripción, servicios y precios que nos facilitas para entrenar a tu asistente.',
        'Datos de las llamadas: número de quien llama, grabaciones, transcripciones, resúmenes, mensajes y citas.',
        'Datos de solicitudes de demo, boletín y lista de espera del libro: nombre, email, teléfono y el consentimiento que nos das, con su fecha.',
        'Datos de navegación: la cookie que guarda tu elección sobre cookies, la información descrita en la política de cookies y, solo si aceptas las cookies de análisis, la medición de uso que allí se detalla (páginas vistas y pasos del alta, sin tu nombre, email ni teléfono).',
      ],
    },
    {
      id: 'finalidades',
      title: 'Para qué los usamos y con qué base legal',
      paragraphs: ['Usamos tus datos para:'],
      list: [
        'Prestar el servicio que contratas, crear tu cuenta, cobrar y darte soporte (ejecución del contrato).',
        'Generar la demo de tu recepcionista a partir de tu web cuando la pides (tu solicitud y medidas precontractuales).',
        'Llamarte o escribirte cuando pides una demo o te apuntas a una lista, solo con tu consentimiento, que puedes retirar cuando quieras.',
        'Medir de forma agregada qué páginas son útiles y en qué paso del alta se queda la gente, solo si aceptas las cookies de análisis (consentimiento, que puedes retirar cuando quieras).',
        'Cumplir obligaciones legales, por ejemplo fiscales y contables (obligación legal).',
        'Mantener la seguridad del servicio y prevenir el fraude (interés legítimo).',
      ],
      after: ['No tomamos decisiones con efectos jurídicos sobre ti basadas únicamente en tratamientos automatizados.'],
    },
    {
      id: 'ubicacion',
      title: 'Dónde se guardan',
      paragraphs: [
        `Los datos se alojan en ${facts.dataLocation}. Si algún proveedor tuviera que acceder a ellos desde fuera del Espacio Económico Europeo, lo haría solo con las garantías del RGPD, como una decisión de adecuación o las cláusulas contractuales tipo de la Comisión Europea.`,
      ],
    },
    {
      id: 'conservacion',
      title: 'Cuánto tiempo los conservamos',
      paragraphs: [
        `Conservamos los datos mientras dure la relación contractual. Cuando termina el contrato, los borramos en un plazo de ${facts.deletionDays} días, salvo los que la ley nos obligue a guardar más tiempo (por ejemplo, las facturas), que quedan bloqueados y solo se usan para atender esas obligaciones.`,
        'Puedes configurar desde tu panel de cliente cuánto tiempo se guardan las grabaciones de las llamadas.',
        'Los datos de solicitudes de demo y listas se conservan hasta que retiras tu consentimiento.',
        `Los datos de la medición de uso se conservan ${MEASUREMENT_RETENTION_MONTHS} meses y después se borran automáticamente.`,
      ],
    },
    {
      id: 'destinatarios',
      title: 'Con quién los compartimos',
      paragraphs: [
        'No vendemos datos personales. Solo los comunicamos a proveedores que nos ayudan a prestar el servicio (alojamiento, telefonía, procesamiento de voz y pagos), con contrato de encargo del tratamiento, y a las autoridades cuando la ley lo exige.',
      ],
    },
    {
      id: 'seguridad',
      title: 'Cómo los protegemos',
      paragraphs: [
        'Aplicamos medidas técnicas y organizativas adecuadas al riesgo: cifrado en tránsito y en reposo, control de accesos por perfiles, registro de actividad y copias de seguridad.',
        `Si se produjera una brecha de seguridad que afecte a datos de nuestros clientes, se lo notificaremos en un plazo máximo de ${facts.breachNoticeHours} horas desde que tengamos conocimiento de ella, y lo comunicaremos a la Agencia Española de Protección de Datos cuando proceda.`,
      ],
    },
    {
      id: 'derechos',
      title: 'Tus derechos',
      paragraphs: [
        'Puedes ejercer tus derechos de acceso, rectificación, supresión, oposición, limitación del tratamiento y portabilidad, y retirar tu consentimiento en cualquier momento, escribiendo al correo de soporte que aparece al final de esta página. Te responderemos en el plazo de un mes que marca el RGPD.',
        `Si llamaste a un negocio atendido por EstefanIA, el responsable es ese negocio: dirígete a él. Si nos escribes a nosotros, le trasladaremos tu solicitud y le ayudaremos a atenderla en un plazo de ${facts.dataSubjectHelpHours} horas.`,
        'Si crees que no hemos tratado bien tus datos, puedes reclamar ante la Agencia Española de Protección de Datos (www.aepd.es).',
      ],
    },
    {
      id: 'menores',
      title: 'Menores de edad',
      paragraphs: [
        `El servicio está dirigido a profesionales y empresas. Para crear una cuenta hay que tener al menos ${facts.minimumAge} años; no tratamos a sabiendas datos de menores como clientes.`,
      ],
    },
    {
      id: 'cambios',
      title: 'Cambios en esta política',
      paragraphs: [
        'Si cambiamos esta política, actualizaremos la fecha de arriba y, si el cambio es importante, te avisaremos por email antes de que se aplique.',
      ],
    },
  ],
};
