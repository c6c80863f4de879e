import { hydrateRoot } from 'react-dom/client';
// The Node build: the browser build the prerender uses needs a MessageChannel, which jsdom lacks; the markup is the same.
import { renderToString } from 'react-dom/server.node';
import { act } from '@testing-library/react';

// CSS Modules are identity maps in tests: the class is the name in the stylesheet.
const copyright = (container: Element) => container.querySelector('.copyright')?.textContent;

describe('the footer’s year', () => {
  afterEach(() => jest.useRealTimers());

  it('follows the visitor’s clock once hydrated, not the year the page was prerendered in', async () => {
    jest.useFakeTimers({ now: new Date('2026-06-01T12:00:00Z') });
    // Loaded in 2026: outside a build, the prerender's year is the one the module was loaded in.
    const { Footer } = await import('../src/layout/footer');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Footer />);
    document.body.append(container);
    expect(copyright(container)).toContain('© 2026');

    jest.setSystemTime(new Date('2031-05-01T12:00:00Z'));
    const onRecoverableError = jest.fn();
    const root = await act(async () => hydrateRoot(container, <Footer />, { onRecoverableError }));

    expect(copyright(container)).toContain('© 2031');
    expect(onRecoverableError).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});
