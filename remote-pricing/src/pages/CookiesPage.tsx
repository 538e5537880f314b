import { Button, COOKIE_PREFERENCES_ATTRIBUTE } from '@estefania/shared';
import { cookiePolicy } from '../features/legal/content/legalCookies';
import { LegalPage } from '../features/legal/LegalPage';

export default function CookiesPage() {
  return (
    <LegalPage document={cookiePolicy}>
      {/* Opens the shell's preferences panel, or alerts that it is still loading (spec §8). */}
      <Button {...{ [COOKIE_PREFERENCES_ATTRIBUTE]: '' }}>Cambiar preferencias de cookies</Button>
    </LegalPage>
  );
}
