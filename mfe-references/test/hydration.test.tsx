import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Suspense, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
// The Node build: the browser build the prerender uses needs a MessageChannel, which jsdom lacks; the markup is the same.
import { renderToString } from 'react-dom/server.node';
import { act } from '@testing-library/react';
import { RichText } from '@isarlicht/ui/rich-text';
import { IndustryIcon } from '../src/components/industry-icon';

/**
 * A page prerendered with one version of a remote, hydrated by another: the situation
 * after a remote is redeployed without a new prerender. The remote must win.
 */
async function hydrate(prerendered: ReactNode, current: ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Suspense fallback={null}>{prerendered}</Suspense>);
  document.body.append(container);
  const snapshot = container.querySelector('span, div');
  const onRecoverableError = jest.fn();
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const root = await act(async () => hydrateRoot(container, <Suspense fallback={null}>{current}</Suspense>, { onRecoverableError }));
  consoleError.mockRestore();
  return {
    container,
    onRecoverableError,
    keptSnapshot: () => container.querySelector('span, div') === snapshot,
    cleanUp: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}

describe('hydrating prerendered content', () => {
  it('renders the current rich text when the prerendered text differs', async () => {
    const page = await hydrate(
      <RichText text={[['Alter ', { strong: 'Text' }, ' aus dem Prerendering']]} />,
      <RichText text={[['Neuer ', { strong: 'Text' }, ' nach dem Deployment']]} />,
    );
    expect(page.container.querySelector('[data-rich-text]')?.innerHTML).toBe('<p>Neuer <strong>Text</strong> nach dem Deployment</p>');
    expect(page.onRecoverableError).toHaveBeenCalled();
    page.cleanUp();
  });

  it('renders the current icon when its shapes differ from the prerendered one', async () => {
    const page = await hydrate(
      <IndustryIcon shapes={[{ shape: 'circle', cx: 12, cy: 12, r: 4 }]} />,
      <IndustryIcon shapes={[{ shape: 'path', d: 'M4 4h16' }]} />,
    );
    expect(page.container.querySelector('svg')?.innerHTML).toBe('<path d="M4 4h16"></path>');
    expect(page.onRecoverableError).toHaveBeenCalled();
    page.cleanUp();
  });

  it('keeps the prerendered markup when nothing changed', async () => {
    const text = <RichText text={['Gleich, mit', { list: [[{ strong: 'Liste' }, ' und Text']] }]} />;
    const page = await hydrate(text, text);
    expect(page.onRecoverableError).not.toHaveBeenCalled();
    expect(page.keptSnapshot()).toBe(true);
    page.cleanUp();
  });

  it('leaves no dangerouslySetInnerHTML in the slice, whose content hydration would not compare', () => {
    const sources = (folder: string): string[] =>
      readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
        const file = path.join(folder, entry.name);
        if (entry.isDirectory()) return sources(file);
        return /\.tsx?$/.test(entry.name) ? [file] : [];
      });
    const innerHtml = /dangerouslySetInnerHTML\s*[=:]|__html/;
    const offenders = sources(path.join(__dirname, '..', 'src')).filter((file) => innerHtml.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
