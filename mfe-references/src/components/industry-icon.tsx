import type { IconShape } from '../content/types';
import styles from './industry-icon.module.css';

function Shape({ shape }: { readonly shape: IconShape }) {
  switch (shape.shape) {
    case 'path':
      return <path d={shape.d} />;
    case 'circle':
      return <circle cx={shape.cx} cy={shape.cy} r={shape.r} />;
    case 'rect':
      return <rect x={shape.x} y={shape.y} width={shape.width} height={shape.height} rx={shape.rx} />;
  }
}

/** The industry's icon on a tile in its accent colour (`--industry-color` from an ancestor). Decorative. */
export function IndustryIcon({ shapes, size = 'regular' }: { readonly shapes: readonly IconShape[]; readonly size?: 'regular' | 'large' }) {
  return (
    <span className={`${styles.icon} ${size === 'large' ? styles.large : ''}`} aria-hidden="true">
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        {shapes.map((shape, index) => (
          <Shape key={index} shape={shape} />
        ))}
      </svg>
    </span>
  );
}
