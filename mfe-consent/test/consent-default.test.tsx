import { fireEvent, render, screen, within } from '@testing-library/react';
import { allAccepted, defaultChoiceOf, essentialOnly } from '@isarlicht/contracts/consent/consent-choice';
import { consentPurposes, consentStorageKey, type ConsentRecord } from '@isarlicht/contracts/consent/consent-record';
import { on } from '@isarlicht/browser-runtime/events/bus';
import { ConsentLayer } from '../src/layer/consent-layer';
import { stubDeploymentConfig } from './support/stub-deployment-config';

const optional = [/Analyse/, /Externe Inhalte/, /HubSpot Meetings/, /Google Maps/];

describe('consent default of the deployment', () => {
  it('maps all-on to every purpose ticked and all-off to none', () => {
    expect(defaultChoiceOf('all-on')).toEqual(allAccepted);
    expect(defaultChoiceOf('all-off')).toEqual(essentialOnly);
  });

  it('all-off starts the optional boxes unticked and changes nothing else', async () => {
    jest.useFakeTimers({ doNotFake: ['performance'] });
    stubDeploymentConfig('all-off');
    window.localStorage.clear();
    render(<ConsentLayer />);
    const panel = await screen.findByRole('dialog', { name: 'Cookie-Einstellungen' });
    expect(within(panel).getByRole('checkbox', { name: /Essenziell/ })).toBeChecked();
    expect(within(panel).getByRole('checkbox', { name: /Essenziell/ })).toBeDisabled();
    for (const name of optional) expect(within(panel).getByRole('checkbox', { name })).not.toBeChecked();
    expect(
      within(panel)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Alle akzeptieren', 'Auswahl speichern', 'Nur essenzielle']);

    const announced: ConsentRecord[] = [];
    const off = on('consent-updated', (record) => announced.push(record));
    fireEvent.click(within(panel).getByRole('button', { name: 'Alle akzeptieren' }));
    off();
    jest.useRealTimers();
    const stored = JSON.parse(window.localStorage.getItem(consentStorageKey) ?? 'null') as ConsentRecord;
    expect(Object.keys(stored).sort()).toEqual(['essential', 'timestamp', ...consentPurposes].sort());
    expect(stored).toMatchObject({ essential: true, ...allAccepted });
    expect(announced).toEqual([stored]);
  });
});
