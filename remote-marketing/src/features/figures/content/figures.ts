// The five service figures of spec §1 as the home page and /soluciones show them. The figures and
// their wording come from the shared contract (one source of truth); this adds only the icons.
import type { LucideIcon } from 'lucide-react';
import { PhoneIncoming, PiggyBank, Timer, Users, Zap } from 'lucide-react';
import { headlineClaims, type HeadlineClaimKey } from '@estefania/shared';

const icons: Record<HeadlineClaimKey, LucideIcon> = {
  signup: Timer,
  missedCalls: PhoneIncoming,
  responseTime: Zap,
  simultaneousCalls: Users,
  savings: PiggyBank,
};

export const headlineFigures = {
  title: 'EstefanIA en cifras',
  items: headlineClaims.map((claim) => ({ ...claim, icon: icons[claim.key] })),
} as const;
