import type { TeamMember } from './team';
import styles from './team-avatar.module.css';

/** First letters of the first and last name, without academic titles. */
export const initialsOf = (name: string): string => {
  const parts = name.split(' ').filter((part) => !part.endsWith('.'));
  return `${parts[0]?.charAt(0) ?? ''}${parts.at(-1)?.charAt(0) ?? ''}`;
};

/** An illustrated portrait: head and shoulders over the initials, in the colours of the design tokens. */
export function TeamAvatar({ member }: { readonly member: TeamMember }) {
  return (
    <svg className={`${styles.avatar} ${styles[member.tone]}`} viewBox="0 0 96 96" role="img" aria-label={`Illustration: ${member.name}`}>
      <circle className={styles.ground} cx="48" cy="48" r="48" />
      <circle className={styles.figure} cx="48" cy="38" r="17" />
      <path className={styles.figure} d="M16.25 84C20 68 32 60 48 60s28 8 31.75 24A48 48 0 0 1 16.25 84Z" />
      <text className={styles.initials} x="48" y="44" textAnchor="middle">
        {initialsOf(member.name)}
      </text>
    </svg>
  );
}
