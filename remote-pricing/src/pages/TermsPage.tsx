import { termsOfService } from '../content/legal';
import { LegalPage } from '../LegalPage';

export default function TermsPage() {
  return <LegalPage document={termsOfService} />;
}
