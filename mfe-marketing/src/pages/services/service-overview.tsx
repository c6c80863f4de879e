import { RichText } from '@isarlicht/ui/rich-text';
import { Section } from '@isarlicht/ui/section';
import type { RichTextModel } from '@isarlicht/ui/rich-text-model';
import { SplitLayout } from '../../components/split-layout';

interface ServiceOverviewProps {
  readonly intro: RichTextModel;
  readonly audience: string;
}

/** What the service is, with the audience beside it on wide screens. */
export function ServiceOverview({ intro, audience }: ServiceOverviewProps) {
  return (
    <Section title="Worum es geht" id="ueberblick">
      <SplitLayout
        asideLabelledBy="fuer-wen-titel"
        aside={
          <>
            <h3 id="fuer-wen-titel">Für wen</h3>
            <p>{audience}</p>
          </>
        }
      >
        <RichText text={intro} />
      </SplitLayout>
    </Section>
  );
}
