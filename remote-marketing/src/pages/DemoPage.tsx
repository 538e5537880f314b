import { Hero, PageMeta } from '@estefania/shared';
import { demoContent } from '../content/demo';

export default function DemoPage() {
  return (
    <>
      <PageMeta {...demoContent.meta} />
      <Hero title={demoContent.title} lead={demoContent.lead} />
    </>
  );
}
