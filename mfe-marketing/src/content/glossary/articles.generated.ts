// Written by `npm run content` from mfe-marketing/src/content/glossary/*.term.md (docs/decisions/054).
// Edit the entries, not this file.
import type { GlossaryArticle } from '../types';
import type { GlossaryTermId } from './terms.generated';
import apiTerm from "./api.term.md";
import b2bMarktplatzTerm from "./b2b-marktplatz.term.md";
import backlogTerm from "./backlog.term.md";
import barrierefreiheitTerm from "./barrierefreiheit.term.md";
import businessIntelligenceTerm from "./business-intelligence.term.md";
import ciCdTerm from "./ci-cd.term.md";
import cloudNativeTerm from "./cloud-native.term.md";
import crmTerm from "./crm.term.md";
import dashboardTerm from "./dashboard.term.md";
import dataWarehouseTerm from "./data-warehouse.term.md";
import designStudioTerm from "./design-studio.term.md";
import designSystemTerm from "./design-system.term.md";
import designThinkingTerm from "./design-thinking.term.md";
import devopsTerm from "./devops.term.md";
import dsgvoTerm from "./dsgvo.term.md";
import echtzeitdatenTerm from "./echtzeitdaten.term.md";
import erpTerm from "./erp.term.md";
import etlTerm from "./etl.term.md";
import graphqlTerm from "./graphql.term.md";
import headlessCommerceTerm from "./headless-commerce.term.md";
import ipaasTerm from "./ipaas.term.md";
import kanbanTerm from "./kanban.term.md";
import kiAgentTerm from "./ki-agent.term.md";
import kubernetesTerm from "./kubernetes.term.md";
import leanStartupTerm from "./lean-startup.term.md";
import llmTerm from "./llm.term.md";
import lowCodeTerm from "./low-code.term.md";
import machineLearningTerm from "./machine-learning.term.md";
import mandantenfaehigkeitTerm from "./mandantenfaehigkeit.term.md";
import microservicesTerm from "./microservices.term.md";
import mvpTerm from "./mvp.term.md";
import noCodeTerm from "./no-code.term.md";
import oauthSsoTerm from "./oauth-sso.term.md";
import paymentServiceProviderTerm from "./payment-service-provider.term.md";
import personaTerm from "./persona.term.md";
import pimTerm from "./pim.term.md";
import productDiscoveryTerm from "./product-discovery.term.md";
import progressiveWebAppTerm from "./progressive-web-app.term.md";
import promptEngineeringTerm from "./prompt-engineering.term.md";
import ragTerm from "./rag.term.md";
import rbacTerm from "./rbac.term.md";
import responsiveDesignTerm from "./responsive-design.term.md";
import restTerm from "./rest.term.md";
import revisionssicherheitTerm from "./revisionssicherheit.term.md";
import scrumTerm from "./scrum.term.md";
import singlePageApplicationTerm from "./single-page-application.term.md";
import sprachassistentTerm from "./sprachassistent.term.md";
import sprintTerm from "./sprint.term.md";
import userJourneyTerm from "./user-journey.term.md";
import webhookTerm from "./webhook.term.md";
import workflowAutomatisierungTerm from "./workflow-automatisierung.term.md";

/** The rest of each term's entry: its own page's text, which only the term page loads. */
export const glossaryArticles: Readonly<Record<GlossaryTermId, GlossaryArticle>> = {
  "api": apiTerm,
  "b2b-marktplatz": b2bMarktplatzTerm,
  "backlog": backlogTerm,
  "barrierefreiheit": barrierefreiheitTerm,
  "business-intelligence": businessIntelligenceTerm,
  "ci-cd": ciCdTerm,
  "cloud-native": cloudNativeTerm,
  "crm": crmTerm,
  "dashboard": dashboardTerm,
  "data-warehouse": dataWarehouseTerm,
  "design-studio": designStudioTerm,
  "design-system": designSystemTerm,
  "design-thinking": designThinkingTerm,
  "devops": devopsTerm,
  "dsgvo": dsgvoTerm,
  "echtzeitdaten": echtzeitdatenTerm,
  "erp": erpTerm,
  "etl": etlTerm,
  "graphql": graphqlTerm,
  "headless-commerce": headlessCommerceTerm,
  "ipaas": ipaasTerm,
  "kanban": kanbanTerm,
  "ki-agent": kiAgentTerm,
  "kubernetes": kubernetesTerm,
  "lean-startup": leanStartupTerm,
  "llm": llmTerm,
  "low-code": lowCodeTerm,
  "machine-learning": machineLearningTerm,
  "mandantenfaehigkeit": mandantenfaehigkeitTerm,
  "microservices": microservicesTerm,
  "mvp": mvpTerm,
  "no-code": noCodeTerm,
  "oauth-sso": oauthSsoTerm,
  "payment-service-provider": paymentServiceProviderTerm,
  "persona": personaTerm,
  "pim": pimTerm,
  "product-discovery": productDiscoveryTerm,
  "progressive-web-app": progressiveWebAppTerm,
  "prompt-engineering": promptEngineeringTerm,
  "rag": ragTerm,
  "rbac": rbacTerm,
  "responsive-design": responsiveDesignTerm,
  "rest": restTerm,
  "revisionssicherheit": revisionssicherheitTerm,
  "scrum": scrumTerm,
  "single-page-application": singlePageApplicationTerm,
  "sprachassistent": sprachassistentTerm,
  "sprint": sprintTerm,
  "user-journey": userJourneyTerm,
  "webhook": webhookTerm,
  "workflow-automatisierung": workflowAutomatisierungTerm,
};
