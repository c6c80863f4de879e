import type { TeamMember } from './team';
import { TeamAvatar } from './team-avatar';
import styles from './team-list.module.css';

/** People with avatar, name, role and one sentence each. */
export function TeamList({ members, label }: { readonly members: readonly TeamMember[]; readonly label: string }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {members.map((member) => (
        <li key={member.name} className={styles.member}>
          <TeamAvatar member={member} />
          <div>
            <p className={styles.name}>{member.name}</p>
            <p className={styles.role}>{member.role}</p>
            <p className={styles.text}>{member.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
