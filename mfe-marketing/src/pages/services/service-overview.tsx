import { Section } from '@isarlicht/shared/ui';
import { SplitLayout } from '../../components/split-layout';
import { TextBlock } from '../../components/text-block';

interface ServiceOverviewProps {
  readonly intro: readonly string[];
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
        <TextBlock paragraphs={intro} />
      </SplitLayout>
    </Section>
  );
}
