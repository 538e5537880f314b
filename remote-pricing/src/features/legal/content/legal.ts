// The four legal texts, each in its own file; their shape is in ./types.
export type { LegalDocument, LegalSection, LegalTable } from './types';
export { privacyPolicy } from './legalPrivacy';
export { termsOfService } from './legalTerms';
export { cookiePolicy } from './legalCookies';
export { dataProcessingAgreement } from './legalDpa';
