import { portOf, type AppName } from '@isarlicht/tooling/ports';

export const originOf = (app: AppName): string => `http://localhost:${portOf(app)}`;
export const siteUrl = originOf('shell');
