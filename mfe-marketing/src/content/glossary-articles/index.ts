import type { GlossaryTermId } from '../glossary';
import type { GlossaryArticle } from '../types';
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

/** The page text of every glossary term, by term id; the type demands one for each term. */
export const glossaryArticles = {
  api,
  'b2b-marktplatz': b2bMarktplatz,
  backlog,
  barrierefreiheit,
  'business-intelligence': businessIntelligence,
  'ci-cd': ciCd,
  'cloud-native': cloudNative,
  crm,
  dashboard,
  'data-warehouse': dataWarehouse,
  'design-studio': designStudio,
  'design-system': designSystem,
  'design-thinking': designThinking,
  devops,
  dsgvo,
  echtzeitdaten,
  erp,
  etl,
  graphql,
  'headless-commerce': headlessCommerce,
  ipaas,
  kanban,
  'ki-agent': kiAgent,
  kubernetes,
  'lean-startup': leanStartup,
  llm,
  'low-code': lowCode,
  'machine-learning': machineLearning,
  mandantenfaehigkeit,
  microservices,
  mvp,
  'no-code': noCode,
  'oauth-sso': oauthSso,
  'payment-service-provider': paymentServiceProvider,
  persona,
  pim,
  'product-discovery': productDiscovery,
  'progressive-web-app': progressiveWebApp,
  'prompt-engineering': promptEngineering,
  rag,
  rbac,
  'responsive-design': responsiveDesign,
  rest,
  revisionssicherheit,
  scrum,
  'single-page-application': singlePageApplication,
  sprachassistent,
  sprint,
  'user-journey': userJourney,
  webhook,
  'workflow-automatisierung': workflowAutomatisierung,
} as const satisfies Record<GlossaryTermId, GlossaryArticle>;

const isTermId = (id: string): id is GlossaryTermId => Object.hasOwn(glossaryArticles, id);

export const findGlossaryArticle = (id: string | undefined): GlossaryArticle | undefined =>
  id !== undefined && isTermId(id) ? glossaryArticles[id] : undefined;
