import { dataProcessingAgreement } from '../content/legalDpa';
import { LegalPage } from '../LegalPage';

export default function DpaPage() {
  return <LegalPage document={dataProcessingAgreement} />;
}
