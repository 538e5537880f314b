import { lazy, Suspense, useEffect, useState } from 'react';
import { PageMeta } from '@estefania/shared';
import { homeContent } from '../content/home';
import { HomeHero } from '../components/home/HomeHero';

// The home is the most visited page: its first screen ships with the page, the rest (sample calls, comparison,
// fog...) is fetched right after the hero has been put on screen.
const HomeSections = lazy(() => import('../components/home/HomeSections'));

/** Holds the space of the sections while they load, so the footer does not jump into view and back. */
function SectionsPlaceholder() {
  return <div aria-hidden="true" css={{ minHeight: '200vh' }} />;
}

function BelowTheFold() {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    // Next frame: the hero is committed (and painted) before the sections' chunk is even requested.
    const frame = requestAnimationFrame(() => setStarted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  if (!started) return <SectionsPlaceholder />;
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
