import { paths } from '@isarlicht/contracts/routes/paths';
import type { MethodId, RoleId } from '@isarlicht/contracts/routes/ids';
import { withLabel, type LinkItem } from './links';
import { findMethod } from './methods';
import { findRole } from './roles';

// Apart from links.ts: a module's imports travel with it into every page that uses it,
// and the service pages link to no method or role (14 KB gzip of their text).
export const methodLinks = (ids: readonly MethodId[]): LinkItem[] =>
  ids.flatMap((id) => withLabel(paths.method(id), findMethod(id)?.title));

export const roleLinks = (ids: readonly RoleId[]): LinkItem[] => ids.flatMap((id) => withLabel(paths.role(id), findRole(id)?.title));
