// The interactive parts of this remote's pages: everything else is server HTML with no code. The
// browser loads this module (exposed as `./islands`) only when one of them has to come alive.
import { defineIslands } from '@estefania/shared';
import { ClosingCta } from './features/pricing/ClosingCta';
import { CostCalculator } from './features/calculator/CostCalculator';
import { Plans } from './features/plans/Plans';

// The toggle and the calculator come alive in view once a visitor is reading (their code fetched),
// so the first tap on them is answered like any other; the closing button on its first touch.
export const islands = defineIslands(
  'pricing',
  { Plans, CostCalculator, ClosingCta },
  {
    hydrateOn: { Plans: 'seen', CostCalculator: 'seen' },
  },
);
