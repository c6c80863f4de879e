import { methodNames } from '@isarlicht/site-content/names/page-names';
import { findById } from '../find-by-id';
import type { Method } from '../types';
import agileTeams from './agile-teams.method.md';
import crossFunctionalTeams from './cross-functional-teams.method.md';
import holacracySystem from './holacracy-system.method.md';
import techStack from './tech-stack.method.md';

/** In the order of the methods overview; each title is the name the contracts give the id, so links elsewhere read the same. */
export const methods: readonly Method[] = [crossFunctionalTeams, agileTeams, holacracySystem, techStack].map((entry) => ({
  ...entry,
  title: methodNames[entry.id],
}));

export const findMethod = (id: string | undefined): Method | undefined => findById(methods, id);
