import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { RouterBridge } from '@isarlicht/ui/router-bridge';
import { pinnedReferences } from '@isarlicht/contracts/routes/ids';
import ReferencesPage from '../src/pages/references/references-page';

interface History {
  search: string;
  back: () => void;
}

/**
 * The page as the shell mounts it: its query from the router, its filter changes back
 * over the bus to the router. Exposes the query as the address bar would, and the
 * browser's Back as a step back in the router's history.
 */
function RoutedPage({ history }: { readonly history: History }) {
  history.search = useLocation().search;
  const navigate = useNavigate();
  history.back = () => void navigate(-1);
  return <ReferencesPage params={{}} search={history.search} />;
}

/** The page in an in-memory router that starts at `url`. */
function renderAt(url: string): History {
  const history: History = { search: '', back: () => undefined };
  render(
    <MemoryRouter initialEntries={[url]} useTransitions={false}>
      <RouterBridge />
      <RoutedPage history={history} />
    </MemoryRouter>,
  );
  return history;
}

const cardLinks = () =>
  within(screen.getByRole('list', { name: 'Referenzen' }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

const status = () => screen.getByRole('status');
const tagButton = (name: string) => screen.getByRole('button', { name });
const technologySelect = () => screen.getByRole('combobox', { name: 'Technologie' });

describe('references overview', () => {
  it('shows all 16 references as cards with image, title, short text and topics, pinned ones first', () => {
    renderAt('/references');
    expect(cardLinks()).toHaveLength(16);
    expect(cardLinks().slice(0, pinnedReferences.length)).toEqual(pinnedReferences.map((slug) => `/references/${slug}`));
    const card = screen.getByRole('heading', { level: 2, name: 'Kiekje – die App für Kitas und Eltern' }).closest('article');
    if (!card) throw new Error('no card');
    expect(
      within(card).getByText('Fotos, Tagesberichte und Nachrichten aus der Kita – datenschutzkonform in einer App.'),
    ).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'Themen' })).toHaveTextContent('Mobile App');
    const image = card.querySelector('img');
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '400');
    expect(status()).toHaveTextContent('16 Referenzen');
    expect(status()).toHaveAttribute('aria-live', 'polite');
  });

  it('filters by topic, keeps the order, and writes the filter into the URL', () => {
    const history = renderAt('/references');
    fireEvent.click(tagButton('KI'));
    expect(history.search).toBe('?tag=KI');
    expect(tagButton('KI')).toHaveAttribute('aria-pressed', 'true');
    expect(tagButton('Alle Themen')).toHaveAttribute('aria-pressed', 'false');
    expect(cardLinks()[0]).toBe('/references/kiekje');
    expect(cardLinks()).not.toContain('/references/hotel-buchungsplattform');
    expect(status()).toHaveTextContent(`${cardLinks().length} von 16 Referenzen`);
  });

  it('combines topic and technology, and Back steps through the earlier filters', () => {
    const history = renderAt('/references');
    fireEvent.click(tagButton('KI'));
    fireEvent.change(technologySelect(), { target: { value: 'React' } });
    expect(history.search).toBe('?tag=KI&technologie=React');
    expect(cardLinks()).toEqual(
      ['talentlake', 'garantiemax', 'fahrzeugdatenplattform', 'product-communicator'].map((slug) => `/references/${slug}`),
    );

    act(() => history.back());
    expect(history.search).toBe('?tag=KI');
    expect(technologySelect()).toHaveValue('');
    act(() => history.back());
    expect(history.search).toBe('');
    expect(cardLinks()).toHaveLength(16);
  });

  it('opens a shared link with its filter applied', () => {
    renderAt('/references?tag=Workshop');
    expect(cardLinks()).toEqual(['/references/bootcamp-workshop']);
    expect(status()).toHaveTextContent('1 von 16 Referenzen');
  });

  it('shows everything, without an error, for filter values it does not know', () => {
    renderAt('/references?tag=Quantencomputing&technologie=COBOL');
    expect(cardLinks()).toHaveLength(16);
    expect(status()).toHaveTextContent('16 Referenzen');
    expect(tagButton('Alle Themen')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: 'Filter zurücksetzen' })).toBeNull();
  });

  it('says so when a combination matches nothing, and resets in one step', () => {
    const history = renderAt('/references?tag=Workshop&technologie=Flutter');
    expect(screen.queryByRole('list', { name: 'Referenzen' })).toBeNull();
    expect(status()).toHaveTextContent('Keine der 16 Referenzen passt zu dieser Auswahl.');
    fireEvent.click(screen.getByRole('button', { name: 'Filter zurücksetzen' }));
    expect(history.search).toBe('');
    expect(cardLinks()).toHaveLength(16);
  });

  it('toggles a pressed topic off again and adds no history entry for a click that changes nothing', () => {
    const history = renderAt('/references');
    fireEvent.click(tagButton('Alle Themen'));
    fireEvent.click(tagButton('MVP'));
    fireEvent.click(tagButton('MVP'));
    expect(history.search).toBe('');
    act(() => history.back());
    expect(history.search).toBe('?tag=MVP');
  });
});
