import type { ServiceDetail, ServiceDetailEntry } from '../types';

/** A service's page text as the page reads it: the intro is the body of its Markdown file. */
export const serviceDetail = ({ body: intro, ...fields }: ServiceDetailEntry): ServiceDetail => ({ ...fields, intro });
