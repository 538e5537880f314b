import { termsOfService } from '../features/legal/content/legalTerms';
import { LegalPage } from '../features/legal/LegalPage';

export default function TermsPage() {
  return <LegalPage document={termsOfService} />;
}
