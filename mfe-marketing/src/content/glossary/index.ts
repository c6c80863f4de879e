import { findById } from '../find-by-id';
import type { GlossaryTerm } from '../types';
import { api } from './api';
import { b2bMarktplatz } from './b2b-marktplatz';
import { backlog } from './backlog';
import { barrierefreiheit } from './barrierefreiheit';
import { businessIntelligence } from './business-intelligence';
import { ciCd } from './ci-cd';
import { cloudNative } from './cloud-native';
import { crm } from './crm';
import { dashboard } from './dashboard';
import { dataWarehouse } from './data-warehouse';
import { designStudio } from './design-studio';
import { designSystem } from './design-system';
import { designThinking } from './design-thinking';
import { devops } from './devops';
import { dsgvo } from './dsgvo';
import { echtzeitdaten } from './echtzeitdaten';
import { erp } from './erp';
import { etl } from './etl';
import { graphql } from './graphql';
import { headlessCommerce } from './headless-commerce';
import { ipaas } from './ipaas';
import { kanban } from './kanban';
import { kiAgent } from './ki-agent';
import { kubernetes } from './kubernetes';
import { leanStartup } from './lean-startup';
import { llm } from './llm';
import { lowCode } from './low-code';
import { machineLearning } from './machine-learning';
import { mandantenfaehigkeit } from './mandantenfaehigkeit';
import { microservices } from './microservices';
import { mvp } from './mvp';
import { noCode } from './no-code';
import { oauthSso } from './oauth-sso';
import { paymentServiceProvider } from './payment-service-provider';
import { persona } from './persona';
import { pim } from './pim';
import { productDiscovery } from './product-discovery';
import { progressiveWebApp } from './progressive-web-app';
import { promptEngineering } from './prompt-engineering';
import { rag } from './rag';
import { rbac } from './rbac';
import { responsiveDesign } from './responsive-design';
import { rest } from './rest';
import { revisionssicherheit } from './revisionssicherheit';
import { scrum } from './scrum';
import { singlePageApplication } from './single-page-application';
import { sprachassistent } from './sprachassistent';
import { sprint } from './sprint';
import { userJourney } from './user-journey';
import { webhook } from './webhook';
import { workflowAutomatisierung } from './workflow-automatisierung';

export const glossaryTerms = [
  api,
  b2bMarktplatz,
  backlog,
  barrierefreiheit,
  businessIntelligence,
  ciCd,
  cloudNative,
  crm,
  dashboard,
  dataWarehouse,
  designStudio,
  designSystem,
  designThinking,
  devops,
  dsgvo,
  echtzeitdaten,
  erp,
  etl,
  graphql,
  headlessCommerce,
  ipaas,
  kanban,
  kiAgent,
  kubernetes,
  leanStartup,
  llm,
  lowCode,
  machineLearning,
  mandantenfaehigkeit,
  microservices,
  mvp,
  noCode,
  oauthSso,
  paymentServiceProvider,
  persona,
  pim,
  productDiscovery,
  progressiveWebApp,
  promptEngineering,
  rag,
  rbac,
  responsiveDesign,
  rest,
  revisionssicherheit,
  scrum,
  singlePageApplication,
  sprachassistent,
  sprint,
  userJourney,
  webhook,
  workflowAutomatisierung,
] as const satisfies readonly GlossaryTerm[];

export type GlossaryTermId = (typeof glossaryTerms)[number]['id'];

export const findGlossaryTerm = (id: string | undefined): GlossaryTerm | undefined => findById(glossaryTerms, id);
