import { glossaryTerms } from './glossary';
import { methods } from './methods';
import { roles } from './roles';
import { services } from './services';
import type { GlossaryTerm, Method, Role, Service } from './types';

function byId<T extends { readonly id: string }>(list: readonly T[], id: string | undefined): T | undefined {
  return id === undefined ? undefined : list.find((entry) => entry.id === id);
}

export const findService = (id: string | undefined): Service | undefined => byId(services, id);
export const findMethod = (id: string | undefined): Method | undefined => byId(methods, id);
export const findRole = (id: string | undefined): Role | undefined => byId(roles, id);
export const findGlossaryTerm = (id: string | undefined): GlossaryTerm | undefined => byId(glossaryTerms, id);
