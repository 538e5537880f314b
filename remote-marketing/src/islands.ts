// The interactive parts of this remote's pages: everything else is server HTML with no code. The
// browser loads this module (exposed as `./islands`) only when one of them has to come alive.
import { defineIslands } from '@estefania/shared';
import { ReadinessChecklist } from './components/article/ReadinessChecklist';
import { NewsletterBox } from './components/blog/NewsletterBox';
import { BookWaitlist } from './components/book/BookWaitlist';
import { DemoRequestForm } from './components/demo/DemoRequestForm';
import { FogBackground } from './components/FogBackground';
import { Comparison } from './components/home/Comparison';
import { SampleCallsSection } from './components/home/SampleCallsSection';

export const islands = defineIslands(
  'marketing',
  { Comparison, SampleCallsSection, FogBackground, ReadinessChecklist, NewsletterBox, BookWaitlist, DemoRequestForm },
  // Forms come alive as they scroll into view, so typing never waits for them; the fog only animates when seen.
  { FogBackground: 'visible', NewsletterBox: 'visible', BookWaitlist: 'visible', DemoRequestForm: 'visible' },
);
