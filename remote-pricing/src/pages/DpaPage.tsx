import { dataProcessingAgreement } from '../content/legal';
import { LegalPage } from '../LegalPage';

export default function DpaPage() {
  return <LegalPage document={dataProcessingAgreement} />;
}
