import type { RichTextModel } from './rich-text-model';
import { RichTextBlocks } from './rich-text-blocks';
import styles from './rich-text.module.css';

/** Long-form copy of a content entry in a readable measure: paragraphs, lists, emphasis. */
export function RichText({ text }: { readonly text: RichTextModel }) {
  return (
    <div className={styles.richText} data-rich-text="">
      <RichTextBlocks text={text} />
    </div>
  );
}
