export interface LegalSection {
  id: string;
  title: string;
  paragraphs: string[];
}

export interface LegalDocument {
  title: string;
  description: string;
  updated?: string;
  intro: string;
  sections: LegalSection[];
}

export const privacyPolicy: LegalDocument = {
  title: 'Política de Privacidad',
  description:
    'Cómo trata EstefanIA los datos personales de clientes y de las personas que llaman: finalidades, plazos, servidores en la UE y tus derechos.',
  updated: '9 de agosto de 2025',
  intro:
    'Esta política explica qué datos personales tratamos, para qué, durante cuánto tiempo y qué derechos tienes, de acuerdo con el Reglamento General de Protección de Datos (RGPD) y la Ley Orgánica 3/2018 (LOPDGDD).',
  sections: [
    {
      id: 'responsable',
      title: 'Responsable del tratamiento',
      paragraphs: [
        'El responsable es la sociedad titular de EstefanIA indicada en el pie de esta web. Puedes escribirnos al correo de soporte para cualquier cuestión sobre privacidad.',
      ],
    },
  ],
};

export const termsOfService: LegalDocument = {
  title: 'Términos de servicio',
  description: 'Condiciones de uso del servicio EstefanIA: requisitos, pagos, renovación, cancelación y responsabilidad.',
  updated: '22 de agosto de 2025',
  intro:
    'Estos términos regulan el uso de EstefanIA, la recepcionista telefónica con inteligencia artificial. Al crear una cuenta o usar el servicio los aceptas.',
  sections: [
    {
      id: 'requisitos',
      title: 'Quién puede usar el servicio',
      paragraphs: [
        'Debes tener al menos 18 años, residir en un lugar donde el servicio sea legal y no haber sido suspendido ni dado de baja anteriormente.',
      ],
    },
  ],
};

export const cookiePolicy: LegalDocument = {
  title: 'Política de cookies',
  description: 'Qué cookies usa la web de EstefanIA, para qué sirven y cómo cambiar tus preferencias en cualquier momento.',
  intro:
    'Usamos solo las cookies necesarias para que la web funcione y, si nos das permiso, cookies de análisis. Puedes cambiar tu elección en cualquier momento.',
  sections: [],
};

export const dataProcessingAgreement: LegalDocument = {
  title: 'Acuerdo de tratamiento de datos (DPA)',
  description: 'Acuerdo de encargo de tratamiento conforme al artículo 28 del RGPD entre EstefanIA y sus clientes.',
  intro:
    'Este acuerdo regula el tratamiento que EstefanIA realiza por cuenta de sus clientes de los datos personales de las personas que llaman, conforme al artículo 28 del RGPD.',
  sections: [
    {
      id: 'ubicacion',
      title: 'Ubicación de los datos',
      paragraphs: ['Los datos se alojan en servidores ubicados en la Unión Europea.'],
    },
  ],
};
