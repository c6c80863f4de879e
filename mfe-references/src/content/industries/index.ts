import type { Industry } from '../types';
import { automotive } from './automotive';
import { eCommerce } from './e-commerce';
import { education } from './education';
import { healthcare } from './healthcare';
import { insurance } from './insurance';
import { kmu } from './kmu';
import { logistics } from './logistics';
import { manufacturing } from './manufacturing';
import { publicSector } from './public-sector';
import { realEstate } from './real-estate';
import { recruiting } from './recruiting';
import { startups } from './startups';

export const industries = [
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
] as const satisfies readonly Industry[];
