import { paths } from '@estefania/shared';

/** The words around every legal document: update line, table of contents, contact and the other documents. */
export const legalPageText = {
  updated: 'Última actualización:',
  contents: 'Índice',
  contact: 'Contacto:',
  otherDocuments: 'Otros documentos legales',
  links: [
    { to: paths.privacy, label: 'Política de Privacidad' },
    { to: paths.terms, label: 'Términos de servicio' },
    { to: paths.cookies, label: 'Política de cookies' },
    { to: paths.dpa, label: 'Acuerdo de tratamiento de datos (DPA)' },
  ],
} as const;
