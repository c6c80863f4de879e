import { portOf, type AppName } from '@isarlicht/tooling';

export const originOf = (app: AppName): string => `http://localhost:${portOf(app)}`;
export const siteUrl = originOf('shell');
