import { lazy, Suspense } from 'react';
import { PageMeta } from '@estefania/shared';
import { homeContent } from '../content/home';
import { HomeHero } from '../components/home/HomeHero';

// The home is the most visited page: the server sends all of it, and the browser fetches the code of the
// sections below the hero (sample calls, comparison, fog...) in a chunk of its own; React hydrates them
// when it arrives, leaving the server's markup on screen meanwhile.
const HomeSections = lazy(() => import('../components/home/HomeSections'));

/** Holds the space of the sections while they load, so the footer does not jump into view and back. */
function SectionsPlaceholder() {
  return <div aria-hidden="true" css={{ minHeight: '200vh' }} />;
}

function BelowTheFold() {
  return (
    <Suspense fallback={<SectionsPlaceholder />}>
      <HomeSections />
    </Suspense>
  );
}

export default function HomePage() {
  return (
    <>
      <PageMeta {...homeContent.meta} />
      <HomeHero />
      <BelowTheFold />
    </>
  );
}
