import { PageMeta } from '@estefania/shared';
import { homeContent } from '../content/home';
import { HomeHero } from '../components/home/HomeHero';
import { HomeSections } from '../components/home/HomeSections';

export default function HomePage() {
  return (
    <>
      <PageMeta {...homeContent.meta} />
      <HomeHero />
      <HomeSections />
    </>
  );
}
