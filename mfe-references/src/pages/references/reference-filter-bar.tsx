import { useId } from 'react';
import type { FilterOptions, ReferenceFilter } from '../../content/reference-filter';
import { FilterChip } from './filter-chip';
import styles from './reference-filter-bar.module.css';

interface ReferenceFilterBarProps {
  readonly options: FilterOptions;
  readonly filter: ReferenceFilter;
  readonly onChange: (next: ReferenceFilter) => void;
}

/** Topic as toggle buttons (few, scannable), technology as a select (many). */
export function ReferenceFilterBar({ options, filter, onChange }: ReferenceFilterBarProps) {
  const technologyId = useId();
  return (
    <div className={styles.bar}>
      <fieldset className={styles.topics}>
        <legend className={styles.label}>Thema</legend>
        <div className={styles.chips}>
          <FilterChip pressed={!filter.tag} onClick={() => onChange({ ...filter, tag: undefined })}>
            Alle Themen
          </FilterChip>
          {options.tags.map((tag) => (
            <FilterChip
              key={tag}
              pressed={filter.tag === tag}
              onClick={() => onChange({ ...filter, tag: filter.tag === tag ? undefined : tag })}
            >
              {tag}
            </FilterChip>
          ))}
        </div>
      </fieldset>
      <div className={styles.technology}>
        <label htmlFor={technologyId} className={styles.label}>
          Technologie
        </label>
        <select
          id={technologyId}
          className={styles.select}
          value={filter.technology ?? ''}
          onChange={(event) => onChange({ ...filter, technology: event.target.value || undefined })}
        >
          <option value="">Alle Technologien</option>
          {options.technologies.map((technology) => (
            <option key={technology} value={technology}>
              {technology}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
