import { portOf, type AppName } from '@isarlicht/shared/build';

export const originOf = (app: AppName): string => `http://localhost:${portOf(app)}`;
export const siteUrl = originOf('shell');
