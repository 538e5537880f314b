import { privacyPolicy } from '../content/legalPrivacy';
import { LegalPage } from '../LegalPage';

export default function PrivacyPage() {
  return <LegalPage document={privacyPolicy} />;
}
