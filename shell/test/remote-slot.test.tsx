import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { RemoteSlot } from '../src/slots/remote-slot';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

let broken = true;
function FlakyPage() {
  if (broken) throw new Error('render failed');
  return <h1>Über uns</h1>;
}

describe('RemoteSlot', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('contains a failing remote page to its slot and renders it after a retry', async () => {
    render(
      <MemoryRouter>
        <p>Header bleibt</p>
        <RemoteSlot remote="marketing">
          <FlakyPage />
        </RemoteSlot>
      </MemoryRouter>,
    );

    expect(screen.getByRole('alert')).toHaveTextContent('Dieser Bereich konnte gerade nicht geladen werden.');
    expect(screen.getByText('Header bleibt')).toBeTruthy();

    broken = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' })));

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Über uns');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
