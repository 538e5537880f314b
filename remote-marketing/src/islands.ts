// The interactive parts of this remote's pages: everything else is server HTML with no code. The
// browser loads this module (exposed as `./islands`) only when one of them has to come alive.
import { defineIslands } from '@estefania/shared';
import { ReadinessChecklist } from './features/article/ReadinessChecklist';
import { NewsletterBox } from './features/blog/NewsletterBox';
import { BookWaitlist } from './features/book/BookWaitlist';
import { DemoRequestForm } from './features/demo/DemoRequestForm';
import { FogBackground } from './components/FogBackground';
import { Comparison } from './features/home/Comparison';
import { SampleCallsSection } from './features/home/SampleCallsSection';

export const islands = defineIslands(
  'marketing',
  { Comparison, SampleCallsSection, FogBackground, ReadinessChecklist, NewsletterBox, BookWaitlist, DemoRequestForm },
  // Forms come alive as they scroll into view, so typing never waits for them; the fog only animates when seen.
  // The home's comparison and sample calls and the article's checklist come alive in view once a
  // visitor is reading (their code fetched), so the first tap on them is answered like any other.
  {
    hydrateOn: {
      FogBackground: 'visible',
      NewsletterBox: 'visible',
      BookWaitlist: 'visible',
      DemoRequestForm: 'visible',
      Comparison: 'seen',
      SampleCallsSection: 'seen',
      ReadinessChecklist: 'seen',
    },
    // The forms answer with toasts: their pages fetch the toast library at idle.
    toasts: ['NewsletterBox', 'BookWaitlist', 'DemoRequestForm'],
  },
);
