import { industryOf } from '../entries';
import type { Industry } from '../types';
import automotive from './automotive.industry.md';
import eCommerce from './e-commerce.industry.md';
import education from './education.industry.md';
import healthcare from './healthcare.industry.md';
import insurance from './insurance.industry.md';
import kmu from './kmu.industry.md';
import logistics from './logistics.industry.md';
import manufacturing from './manufacturing.industry.md';
import publicSector from './public-sector.industry.md';
import realEstate from './real-estate.industry.md';
import recruiting from './recruiting.industry.md';
import startups from './startups.industry.md';

export const industries: readonly Industry[] = [
  realEstate,
  logistics,
  education,
  publicSector,
  startups,
  kmu,
  eCommerce,
  insurance,
  automotive,
  healthcare,
  recruiting,
  manufacturing,
].map(industryOf);
