import { fireEvent, render, screen } from '@testing-library/react';
import { on } from '@isarlicht/browser-runtime/events/bus';
import type { EventMap } from '@isarlicht/contracts/events/event-map';
import { ButtonLink } from '../src/button';
import { Link } from '../src/link';

function requestedNavigations(): { readonly requests: EventMap['navigate'][]; readonly off: () => void } {
  const requests: EventMap['navigate'][] = [];
  const off = on('navigate', (request) => requests.push(request));
  return { requests, off };
}

describe('Link', () => {
  it('is a plain link to its path, so prerendered pages work without JavaScript', () => {
    render(<Link to="/services/ai-development">KI-Entwicklung</Link>);
    expect(screen.getByRole('link', { name: 'KI-Entwicklung' })).toHaveAttribute('href', '/services/ai-development');
  });

  it('asks the router over the bus instead of loading a new document', () => {
    const { requests, off } = requestedNavigations();
    render(<Link to="/references?topic=ki">KI-Referenzen</Link>);
    const click = fireEvent.click(screen.getByRole('link', { name: 'KI-Referenzen' }));
    off();
    expect(click).toBe(false);
    expect(requests).toEqual([{ to: '/references?topic=ki' }]);
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Cmd', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['middle button', { button: 1 }],
  ])('leaves a %s click to the browser (new tab or window)', (_name, init) => {
    const { requests, off } = requestedNavigations();
    render(<Link to="/about">Über uns</Link>);
    const click = fireEvent.click(screen.getByRole('link', { name: 'Über uns' }), init);
    off();
    expect(click).toBe(true);
    expect(requests).toEqual([]);
  });

  it('leaves links into another frame or downloads to the browser, and respects a handler that prevented the click', () => {
    const { requests, off } = requestedNavigations();
    render(
      <>
        <Link to="/agb" target="_blank">
          AGB
        </Link>
        <Link to="/og/isarlicht-digital.png" download>
          Bild
        </Link>
        <Link to="/contact" onClick={(event) => event.preventDefault()}>
          Kontakt
        </Link>
      </>,
    );
    for (const name of ['AGB', 'Bild', 'Kontakt']) fireEvent.click(screen.getByRole('link', { name }));
    off();
    expect(requests).toEqual([]);
  });

  it('is what a button-styled link uses too', () => {
    const { requests, off } = requestedNavigations();
    render(<ButtonLink to="/contact">Kontakt aufnehmen</ButtonLink>);
    fireEvent.click(screen.getByRole('link', { name: 'Kontakt aufnehmen' }));
    off();
    expect(requests).toEqual([{ to: '/contact' }]);
  });
});
