// This remote's islands as the browser loads them (exposed as `./islands`): each island's code is a
// chunk of its own, so the home page never fetches the article's checklist or the forms' validation.
// Each loader imports the file named as its island (the build maps islands to chunks by that name).
import { defineIslandLoaders } from '@estefania/shared';
import type { islands } from './islands';

export const islandLoaders = defineIslandLoaders<typeof islands.components>('marketing', {
  Comparison: () => import('./features/home/Comparison').then((module) => module.Comparison),
  SampleCallsSection: () => import('./features/home/SampleCallsSection').then((module) => module.SampleCallsSection),
  FogBackground: () => import('./components/FogBackground').then((module) => module.FogBackground),
  ReadinessChecklist: () => import('./features/article/ReadinessChecklist').then((module) => module.ReadinessChecklist),
  NewsletterBox: () => import('./features/blog/NewsletterBox').then((module) => module.NewsletterBox),
  BookWaitlist: () => import('./features/book/BookWaitlist').then((module) => module.BookWaitlist),
  DemoRequestForm: () => import('./features/demo/DemoRequestForm').then((module) => module.DemoRequestForm),
});
