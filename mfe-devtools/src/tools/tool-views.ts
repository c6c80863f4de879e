import type { ComponentType } from 'react';
import type { DevToolId } from '@isarlicht/contracts/routes/ids';
import { AccessibilityTool } from './accessibility/accessibility-tool';
import { AssetsTool } from './assets/assets-tool';
import { ErrorsTool } from './errors/errors-tool';
import { LinksTool } from './links/links-tool';
import { TestsTool } from './tests/tests-tool';
import { TranslationsTool } from './translations/translations-tool';

export const toolViews: Record<DevToolId, ComponentType> = {
  translations: TranslationsTool,
  links: LinksTool,
  errors: ErrorsTool,
  assets: AssetsTool,
  accessibility: AccessibilityTool,
  tests: TestsTool,
};
