import { Button, openCookiePreferences } from '@estefania/shared';
import { cookiePolicy } from '../content/legalCookies';
import { LegalPage } from '../LegalPage';

export default function CookiesPage() {
  return (
    <LegalPage document={cookiePolicy}>
      {/* Opens the shell's preferences panel, or alerts that it is still loading (spec §8). */}
      <Button onClick={openCookiePreferences}>Cambiar preferencias de cookies</Button>
    </LegalPage>
  );
}
