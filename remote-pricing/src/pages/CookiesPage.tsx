import { Button, openCookiePreferences } from '@estefania/shared';
import { cookiePolicy } from '../content/legal';
import { LegalPage } from '../LegalPage';

export default function CookiesPage() {
  return (
    <LegalPage document={cookiePolicy}>
      <Button onClick={openCookiePreferences}>Cambiar preferencias de cookies</Button>
    </LegalPage>
  );
}
