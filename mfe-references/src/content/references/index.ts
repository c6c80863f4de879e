import type { Reference } from '../types';
import { ausbildungsMatchingPlattform } from './ausbildungs-matching-plattform';
import { automotiveRelaunch } from './automotive-relaunch';
import { baustoffePlattform } from './baustoffe-plattform';
import { bootcampWorkshop } from './bootcamp-workshop';
import { buchberger } from './buchberger';
import { fahrzeugdatenplattform } from './fahrzeugdatenplattform';
import { fussballApps } from './fussball-apps';
import { garantiemax } from './garantiemax';
import { hotelBuchungsplattform } from './hotel-buchungsplattform';
import { kiekje } from './kiekje';
import { nearshoreTeams } from './nearshore-teams';
import { productCommunicator } from './product-communicator';
import { reverseRecruiting } from './reverse-recruiting';
import { smartHomeApp } from './smart-home-app';
import { talentlake } from './talentlake';
import { ticketBuchungsplattform } from './ticket-buchungsplattform';

/**
 * In showcase order, the order every page shows them in: the pinned references, then
 * public before confidential ones, each alphabetical by title. The content test holds
 * the list to that rule, so no page sorts at run time.
 */
export const references = [
  kiekje,
  talentlake,
  ticketBuchungsplattform,
  bootcampWorkshop,
  garantiemax,
  hotelBuchungsplattform,
  buchberger,
  fussballApps,
  reverseRecruiting,
  smartHomeApp,
  ausbildungsMatchingPlattform,
  baustoffePlattform,
  fahrzeugdatenplattform,
  nearshoreTeams,
  productCommunicator,
  automotiveRelaunch,
] as const satisfies readonly Reference[];
