import { privacyPolicy } from '../content/legal';
import { LegalPage } from '../LegalPage';

export default function PrivacyPage() {
  return <LegalPage document={privacyPolicy} />;
}
