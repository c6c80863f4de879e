import { referenceOf } from '../entries';
import type { Reference } from '../types';
import ausbildungsMatchingPlattform from './ausbildungs-matching-plattform.reference.md';
import automotiveRelaunch from './automotive-relaunch.reference.md';
import baustoffePlattform from './baustoffe-plattform.reference.md';
import bootcampWorkshop from './bootcamp-workshop.reference.md';
import buchberger from './buchberger.reference.md';
import fahrzeugdatenplattform from './fahrzeugdatenplattform.reference.md';
import fussballApps from './fussball-apps.reference.md';
import garantiemax from './garantiemax.reference.md';
import hotelBuchungsplattform from './hotel-buchungsplattform.reference.md';
import kiekje from './kiekje.reference.md';
import nearshoreTeams from './nearshore-teams.reference.md';
import productCommunicator from './product-communicator.reference.md';
import reverseRecruiting from './reverse-recruiting.reference.md';
import smartHomeApp from './smart-home-app.reference.md';
import talentlake from './talentlake.reference.md';
import ticketBuchungsplattform from './ticket-buchungsplattform.reference.md';
/**
 * In showcase order, the order every page shows them in: the pinned references, then
 * public before confidential ones, each alphabetical by title. The content test holds
 * the list to that rule, so no page sorts at run time.
 */
export const references: readonly Reference[] = [
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
].map(referenceOf);
