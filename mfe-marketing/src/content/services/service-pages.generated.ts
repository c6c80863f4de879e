// Written by `npm run content` from mfe-marketing/src/content/services/*.service.md (docs/decisions/054).
// Edit the entries, not this file.
import type { ServiceId } from '@isarlicht/contracts/routes/ids';
import type { ServiceDetailEntry } from '../types';

/**
 * The page text of each service: its entry without the fields of its card. The entries
 * of a group share one chunk, so a service page loads its group's texts, not all of them.
 */
export const servicePageLoaders: Readonly<Record<ServiceId, () => Promise<{ readonly default: ServiceDetailEntry }>>> = {
  "web-applications": () => import(/* webpackChunkName: "service-pages-anwendungen" */ "./web-applications.service.md"),
  "internal-business-applications": () => import(/* webpackChunkName: "service-pages-anwendungen" */ "./internal-business-applications.service.md"),
  "responsive-app-design": () => import(/* webpackChunkName: "service-pages-anwendungen" */ "./responsive-app-design.service.md"),
  "collaboration-tools": () => import(/* webpackChunkName: "service-pages-anwendungen" */ "./collaboration-tools.service.md"),
  "resource-planning": () => import(/* webpackChunkName: "service-pages-anwendungen" */ "./resource-planning.service.md"),
  "inventory-management": () => import(/* webpackChunkName: "service-pages-anwendungen" */ "./inventory-management.service.md"),
  "e-commerce-solutions": () => import(/* webpackChunkName: "service-pages-commerce" */ "./e-commerce-solutions.service.md"),
  "payment-processing": () => import(/* webpackChunkName: "service-pages-commerce" */ "./payment-processing.service.md"),
  "seller-management": () => import(/* webpackChunkName: "service-pages-commerce" */ "./seller-management.service.md"),
  "b2b-marketplaces": () => import(/* webpackChunkName: "service-pages-commerce" */ "./b2b-marketplaces.service.md"),
  "realtime-data-solutions": () => import(/* webpackChunkName: "service-pages-daten" */ "./realtime-data-solutions.service.md"),
  "customizable-dashboards": () => import(/* webpackChunkName: "service-pages-daten" */ "./customizable-dashboards.service.md"),
  "data-visualization": () => import(/* webpackChunkName: "service-pages-daten" */ "./data-visualization.service.md"),
  "business-intelligence": () => import(/* webpackChunkName: "service-pages-daten" */ "./business-intelligence.service.md"),
  "etl-data-processing": () => import(/* webpackChunkName: "service-pages-daten" */ "./etl-data-processing.service.md"),
  "process-monitoring": () => import(/* webpackChunkName: "service-pages-daten" */ "./process-monitoring.service.md"),
  "enterprise-integration-platform": () => import(/* webpackChunkName: "service-pages-integration" */ "./enterprise-integration-platform.service.md"),
  "api-management": () => import(/* webpackChunkName: "service-pages-integration" */ "./api-management.service.md"),
  "microservices-architecture": () => import(/* webpackChunkName: "service-pages-integration" */ "./microservices-architecture.service.md"),
  "ai-development": () => import(/* webpackChunkName: "service-pages-ki-und-automatisierung" */ "./ai-development.service.md"),
  "no-code-development": () => import(/* webpackChunkName: "service-pages-ki-und-automatisierung" */ "./no-code-development.service.md"),
  "low-code-automation": () => import(/* webpackChunkName: "service-pages-ki-und-automatisierung" */ "./low-code-automation.service.md"),
  "automation-solutions": () => import(/* webpackChunkName: "service-pages-ki-und-automatisierung" */ "./automation-solutions.service.md"),
  "marketing-automation": () => import(/* webpackChunkName: "service-pages-ki-und-automatisierung" */ "./marketing-automation.service.md"),
  "document-management": () => import(/* webpackChunkName: "service-pages-ki-und-automatisierung" */ "./document-management.service.md"),
  "web-portals-dashboards": () => import(/* webpackChunkName: "service-pages-portale" */ "./web-portals-dashboards.service.md"),
  "customer-partner-portals": () => import(/* webpackChunkName: "service-pages-portale" */ "./customer-partner-portals.service.md"),
  "customer-portals": () => import(/* webpackChunkName: "service-pages-portale" */ "./customer-portals.service.md"),
  "partner-portals": () => import(/* webpackChunkName: "service-pages-portale" */ "./partner-portals.service.md"),
  "supplier-portals": () => import(/* webpackChunkName: "service-pages-portale" */ "./supplier-portals.service.md"),
  "role-based-access-control": () => import(/* webpackChunkName: "service-pages-portale" */ "./role-based-access-control.service.md"),
  "strategy": () => import(/* webpackChunkName: "service-pages-strategie-und-produkt" */ "./strategy.service.md"),
  "workflow-finder": () => import(/* webpackChunkName: "service-pages-strategie-und-produkt" */ "./workflow-finder.service.md"),
  "product-management": () => import(/* webpackChunkName: "service-pages-strategie-und-produkt" */ "./product-management.service.md"),
  "mvp-development": () => import(/* webpackChunkName: "service-pages-strategie-und-produkt" */ "./mvp-development.service.md"),
  "process-optimization": () => import(/* webpackChunkName: "service-pages-strategie-und-produkt" */ "./process-optimization.service.md"),
  "efficiency-optimization": () => import(/* webpackChunkName: "service-pages-strategie-und-produkt" */ "./efficiency-optimization.service.md"),
};
