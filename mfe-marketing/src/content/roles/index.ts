import { roleIds } from '@isarlicht/contracts';
import { findById } from '../find-by-id';
import type { Role } from '../types';
import { aiSpecialist } from './ai-specialist';
import { backendDeveloper } from './backend-developer';
import { designThinking } from './design-thinking';
import { devopsSpecialist } from './devops-specialist';
import { frontendDeveloper } from './frontend-developer';
import { holacracyCircles } from './holacracy-circles';
import { kanbanMethod } from './kanban-method';
import { leanMethod } from './lean-method';
import { productOwner } from './product-owner';
import { qaTester } from './qa-tester';
import { scrumMaster } from './scrum-master';
import { scrumMethod } from './scrum-method';
import { tacticMeetings } from './tactic-meetings';
import { uxUiDesigner } from './ux-ui-designer';

/**
 * People (Product Owner) and practices (Kanban) share one route family; each is one
 * entry file, listed here in the order of `roleIds`.
 */
const entries: readonly Role[] = [
  aiSpecialist,
  backendDeveloper,
  designThinking,
  devopsSpecialist,
  frontendDeveloper,
  holacracyCircles,
  kanbanMethod,
  leanMethod,
  productOwner,
  qaTester,
  scrumMaster,
  scrumMethod,
  tacticMeetings,
  uxUiDesigner,
];

export const roles: readonly Role[] = roleIds.flatMap((id) => entries.filter((role) => role.id === id));

export const findRole = (id: string | undefined): Role | undefined => findById(roles, id);
