import { roleIds } from '@isarlicht/contracts';
import { findById } from '../find-by-id';
import type { Role } from '../types';
import { people } from './people';
import { practices } from './practices';

/**
 * The specification lists people (Product Owner) and practices (Kanban) under one
 * route family; they are kept apart here and merged in the order of `roleIds`.
 */
export const roles: readonly Role[] = roleIds.flatMap((id) => [...people, ...practices].filter((role) => role.id === id));

export const findRole = (id: string | undefined): Role | undefined => findById(roles, id);
