import type { ReactNode } from 'react';
import type { RichBlock, RichInline, RichParagraph, RichTextModel } from './rich-text-model';
import styles from './rich-text.module.css';

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

/** Long-form copy of a content entry in a readable measure: paragraphs, lists, emphasis. */
export function RichText({ text }: { readonly text: RichTextModel }) {
  return (
    <div className={styles.richText} data-rich-text="">
      {text.map(renderBlock)}
    </div>
  );
}
