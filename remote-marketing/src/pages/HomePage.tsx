import { PageMeta } from '@estefania/shared';
import { homeContent } from '../features/home/content/home';
import { HomeHero } from '../features/home/HomeHero';
import { HomeSections } from '../features/home/HomeSections';

export default function HomePage() {
  return (
    <>
      <PageMeta {...homeContent.meta} />
      <HomeHero />
      <HomeSections />
    </>
  );
}
