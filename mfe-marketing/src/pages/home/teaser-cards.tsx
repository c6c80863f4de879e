import { ButtonLink } from '@isarlicht/ui/button';
import { CardGrid, type CardItem } from '@isarlicht/ui/card-grid';
import styles from './teaser-cards.module.css';

interface TeaserCardsProps {
  readonly items: readonly CardItem[];
  /** The page that lists them all, and the words of the link to it. */
  readonly allTo: string;
  readonly allLabel: string;
}

/** A few linked cards and, below them, the way to the page with all of them. */
export function TeaserCards({ items, allTo, allLabel }: TeaserCardsProps) {
  return (
    <>
      <CardGrid items={items} />
      <p className={styles.more}>
        <ButtonLink to={allTo} variant="secondary">
          {allLabel}
        </ButtonLink>
      </p>
    </>
  );
}
