import { roleIds } from '@isarlicht/contracts/routes/ids';
import { findById } from '../find-by-id';
import type { Role } from '../types';
import aiSpecialist from './ai-specialist.role.md';
import backendDeveloper from './backend-developer.role.md';
import designThinking from './design-thinking.role.md';
import devopsSpecialist from './devops-specialist.role.md';
import frontendDeveloper from './frontend-developer.role.md';
import holacracyCircles from './holacracy-circles.role.md';
import kanbanMethod from './kanban-method.role.md';
import leanMethod from './lean-method.role.md';
import productOwner from './product-owner.role.md';
import qaTester from './qa-tester.role.md';
import scrumMaster from './scrum-master.role.md';
import scrumMethod from './scrum-method.role.md';
import tacticMeetings from './tactic-meetings.role.md';
import uxUiDesigner from './ux-ui-designer.role.md';

/**
 * People (Product Owner) and practices (Kanban) share one route family; each is one
 * Markdown file (`<id>.role.md`), listed here in the order of `roleIds`.
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
