import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { loadRemoteModule } from '../src/federation/remote-modules';
import { onFirstInteraction } from '../src/start/on-first-interaction';
import { PageRegion } from '../src/start/page-region/page-region';
import { keepStaticPage } from '../src/start/page-region/static-page';
import type { PageRoute } from '../src/routes/route-table';

jest.mock('../src/federation/remote-modules', () => ({
  loadRemoteModule: jest.fn(() => new Promise(() => undefined)),
  loadedRemoteModule: jest.fn(() => undefined),
  // The idle prefetch asks for the deployment; it never answers here.
  loadDeployment: jest.fn(() => new Promise(() => undefined)),
}));

const mockedLoadRemoteModule = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;
const route: PageRoute = { remote: 'marketing', id: 'about', path: '/about', module: './about', prerender: true, sitemap: true };

/** The prerendered first load of `/about`, whose content stays the server's HTML. */
function prerenderedPage(): void {
  const root = document.createElement('div');
  root.innerHTML = '<div data-first-load="static"><h1>Über uns</h1></div>';
  keepStaticPage(root, '/about');
}

describe('the page region on a page that waited for the visitor', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('loads the page’s remote after the interaction that started the application, without a second one', () => {
    // The boot script's listener: the visitor's first interaction starts the application.
    const startApplication = jest.fn();
    onFirstInteraction(window, startApplication);
    window.dispatchEvent(new Event('pointerdown'));
    expect(startApplication).toHaveBeenCalledTimes(1);

    // The application runs and renders the region; the visitor does nothing more.
    prerenderedPage();
    const { unmount } = render(
      <MemoryRouter initialEntries={['/about']}>
        <PageRegion route={route} params={{}} />
      </MemoryRouter>,
    );
    act(() => jest.runOnlyPendingTimers());

    expect(mockedLoadRemoteModule).toHaveBeenCalledWith('marketing', './about');
    unmount();
  });
});
