import type { ReactNode } from 'react';
import type { RichBlock, RichInline, RichParagraph, RichTextModel } from './rich-text-model';

function renderInline(run: RichInline, key: number): ReactNode {
  if (typeof run === 'string') return run;
  return 'strong' in run ? <strong key={key}>{run.strong}</strong> : <em key={key}>{run.em}</em>;
}

const renderRuns = (paragraph: RichParagraph): ReactNode => (typeof paragraph === 'string' ? paragraph : paragraph.map(renderInline));

function renderBlock(block: RichBlock, key: number): ReactNode {
  if (typeof block === 'string' || !('list' in block)) return <p key={key}>{renderRuns(block)}</p>;
  return (
    <ul key={key}>
      {block.list.map((item, index) => (
        <li key={index}>{renderRuns(item)}</li>
      ))}
    </ul>
  );
}

/** The paragraphs and lists of rich text as they are, for a frame that styles them itself (`RichText`, legal texts). */
export function RichTextBlocks({ text }: { readonly text: RichTextModel }) {
  return <>{text.map(renderBlock)}</>;
}
