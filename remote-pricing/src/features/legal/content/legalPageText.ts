import { legalLinks } from '../../../routes';

/** The words around every legal document: update line, table of contents, contact and the other documents. */
export const legalPageText = {
  updated: 'Última actualización:',
  contents: 'Índice',
  contact: 'Contacto:',
  otherDocuments: 'Otros documentos legales',
  links: legalLinks,
} as const;
