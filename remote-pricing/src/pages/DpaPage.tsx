import { dataProcessingAgreement } from '../features/legal/content/legalDpa';
import { LegalPage } from '../features/legal/LegalPage';

export default function DpaPage() {
  return <LegalPage document={dataProcessingAgreement} />;
}
