import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { navigate } from '@isarlicht/browser-runtime/navigation/navigate';
import { RouterBridge } from '../src/router-bridge';

function CurrentPath({ seen }: { readonly seen: string[] }) {
  const { pathname } = useLocation();
  seen.push(pathname);
  return null;
}

function renderBridge(prepare?: (to: string) => Promise<unknown>) {
  const seen: string[] = [];
  render(
    <MemoryRouter useTransitions={false}>
      <RouterBridge prepare={prepare} />
      <CurrentPath seen={seen} />
    </MemoryRouter>,
  );
  return seen;
}

describe('RouterBridge', () => {
  it('follows navigate requests from the bus', () => {
    const seen = renderBridge();
    act(() => navigate('/about'));
    expect(seen.at(-1)).toBe('/about');
  });

  it('keeps the current page until the next one is prepared, and the latest request wins', async () => {
    const pending = new Map<string, () => void>();
    const prepare = (to: string) => new Promise<void>((resolve) => pending.set(to, resolve));
    const seen = renderBridge(prepare);
    act(() => navigate('/references/kiekje'));
    act(() => navigate('/about'));
    expect(seen.at(-1)).toBe('/');
    await act(async () => pending.get('/about')?.());
    expect(seen.at(-1)).toBe('/about');
    await act(async () => pending.get('/references/kiekje')?.());
    expect(seen.at(-1)).toBe('/about');
  });

  it('navigates when preparing fails, so the page can show its error', async () => {
    const seen = renderBridge(() => Promise.reject(new Error('remote down')));
    await act(async () => navigate('/references'));
    expect(seen.at(-1)).toBe('/references');
  });
});
