import { termsOfService } from '../content/legalTerms';
import { LegalPage } from '../LegalPage';

export default function TermsPage() {
  return <LegalPage document={termsOfService} />;
}
