import type { ReactNode } from 'react';
import styles from './filter-chip.module.css';

interface FilterChipProps {
  readonly pressed: boolean;
  readonly onClick: () => void;
  readonly children: ReactNode;
}

/** A toggle button; `aria-pressed` tells assistive technology which filter is active. */
export function FilterChip({ pressed, onClick, children }: FilterChipProps) {
  return (
    <button type="button" className={styles.chip} aria-pressed={pressed} onClick={onClick}>
      {children}
    </button>
  );
}
