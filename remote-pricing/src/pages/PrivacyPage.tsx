import { privacyPolicy } from '../features/legal/content/legalPrivacy';
import { LegalPage } from '../features/legal/LegalPage';

export default function PrivacyPage() {
  return <LegalPage document={privacyPolicy} />;
}
