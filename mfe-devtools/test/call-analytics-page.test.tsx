import { fireEvent, render, screen } from '@testing-library/react';
import { deploymentConfigFromEnv } from '@isarlicht/tooling/ports';
import CallAnalyticsPage from '../src/pages/call-analytics/call-analytics-page';

const api = 'http://localhost:9385';
// The deployment `npm start` describes, with the API where this test answers it.
const config = deploymentConfigFromEnv('production', { CALL_ANALYTICS_URL: api });

type Answer = { status: number; body: unknown } | 'unreachable';

/** A fetch that answers the deployment config and the API's session endpoint, and records every URL. */
function stubFetch(session: Answer, extra: Record<string, Answer> = {}) {
  const urls: string[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    urls.push(`${init?.method ?? 'GET'} ${url}`);
    const path = url.startsWith(api) ? `${init?.method ?? 'GET'} ${new URL(url).pathname}` : url;
    const answer = path === '/remotes.json' ? { status: 200, body: config } : path === 'GET /api/session' ? session : extra[path];
    if (answer === undefined || answer === 'unreachable') throw new TypeError('Failed to fetch');
    // jsdom has no Response; the page reads only these three members.
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      json: async () => JSON.parse(text) as unknown,
    } as Response;
  }) as typeof fetch;
  return urls;
}

describe('the call-analytics page fails closed', () => {
  it('shows the sign-in screen without a session and requests no call data', async () => {
    const urls = stubFetch({ status: 401, body: { error: 'Bitte melden Sie sich an.' } });
    render(<CallAnalyticsPage />);
    expect(await screen.findByRole('heading', { name: 'Anmeldung erforderlich' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(urls.some((url) => url.includes('/api/calls'))).toBe(false);
  });

  it.each<[string, Answer]>([
    ['is unreachable', 'unreachable'],
    ['answers garbage', { status: 200, body: '<html>Wartung</html>' }],
    ['answers a server error', { status: 500, body: {} }],
    ['answers an unexpected shape', { status: 200, body: { authenticated: true } }],
  ])('shows the sign-in screen with a German error when the auth endpoint %s', async (_case, session) => {
    const urls = stubFetch(session);
    render(<CallAnalyticsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Anmeldung kann gerade nicht geprüft werden.');
    expect(screen.getByRole('heading', { name: 'Anmeldung erforderlich' })).toBeVisible();
    expect(urls.some((url) => url.includes('/api/calls'))).toBe(false);
  });

  it('signs in, then loads the calls; wrong credentials show the German error', async () => {
    const urls = stubFetch(
      { status: 401, body: {} },
      {
        'POST /api/session': { status: 401, body: { error: 'Benutzername oder Passwort ist falsch.' } },
      },
    );
    render(<CallAnalyticsPage />);
    fireEvent.change(await screen.findByLabelText('Benutzername'), { target: { value: 'team' } });
    fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: 'falsch' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Benutzername oder Passwort ist falsch.');
    expect(urls.some((url) => url.includes('/api/calls'))).toBe(false);
  });

  it('shows the empty state in German after a successful sign-in to an empty range', async () => {
    const session = { user: 'team', expiresAt: '2026-11-04T16:00:00.000Z' };
    stubFetch({ status: 200, body: session }, { 'GET /api/calls': { status: 200, body: { source: 'export', calls: [] } } });
    render(<CallAnalyticsPage />);
    expect(await screen.findByText(/Im gewählten Zeitraum hat niemand mit dem Assistenten gesprochen/)).toBeVisible();
    expect(screen.getByText('team')).toBeVisible();
  });

  it('drops the dashboard when the API no longer knows the session', async () => {
    stubFetch(
      { status: 200, body: { user: 'team', expiresAt: '2026-11-04T16:00:00.000Z' } },
      { 'GET /api/calls': { status: 401, body: {} } },
    );
    render(<CallAnalyticsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Ihre Sitzung ist abgelaufen.');
    expect(screen.getByRole('heading', { name: 'Anmeldung erforderlich' })).toBeVisible();
  });

  it.each([
    [
      504,
      'Vapi hat nicht rechtzeitig geantwortet. Bitte versuchen Sie es in einigen Minuten erneut oder wählen Sie einen kürzeren Zeitraum.',
    ],
    [422, 'Im gewählten Zeitraum liegen mehr als 10.000 Anrufe. Bitte wählen Sie einen kürzeren Zeitraum.'],
  ])('shows what the API says when it cannot load the range (%i)', async (status, error) => {
    stubFetch(
      { status: 200, body: { user: 'team', expiresAt: '2026-11-04T16:00:00.000Z' } },
      { 'GET /api/calls': { status, body: { error } } },
    );
    render(<CallAnalyticsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(error);
  });
});
