import { answersOf, controls } from '../src/controls';
import { visitFlows } from '../src/visit-flow';

const frameTexts = (name: 'assistant' | 'booking', visit: 'returning' | 'granting') =>
  answersOf(name, visit).flatMap((answer) => answer.checks.flatMap((check) => (check.kind === 'dialog' ? check.texts : [])));

describe('what answers a tap', () => {
  it('is the consent message for a visitor who refused the dialog’s third party, the widget loading for one who allowed it', () => {
    expect(frameTexts('assistant', 'returning')).toContain(
      'Der KI-Assistent kann nicht geladen werden, da Cookies für externe Inhalte deaktiviert sind.',
    );
    expect(frameTexts('assistant', 'granting')).toContain('Der KI-Assistent wird geladen …');
    expect(frameTexts('booking', 'granting')).toContain('Der Terminkalender wird geladen …');
  });

  it('is the same for every visit where the control has no third party', () => {
    expect(answersOf('menu', 'granting')).toBe(controls.menu.answers);
    expect(answersOf('cookie-settings', 'granting')).toBe(controls['cookie-settings'].answers);
  });

  it('is measured for a granting visitor on both dialogs before the start, at the paint and once the network is idle', () => {
    const granting = visitFlows.filter((flow) => flow.visit === 'granting').map((flow) => `${flow.phase} ${flow.taps.join(',')}`);
    expect(granting.sort()).toEqual(['at-idle booking', 'at-idle menu,assistant', 'at-paint booking', 'at-paint menu,assistant']);
  });

  // A control in the closed menu cannot be tapped: its figures would read „not within 10 s" for a bench mistake.
  it.each(visitFlows.map((flow) => [`${flow.visit} ${flow.phase} ${flow.taps.join(',')}`, flow.taps] as const))(
    'is reached in %s: the menu opened before a control in it',
    (_name, taps) => {
      for (const [index, tap] of taps.entries()) {
        if (controls[tap].inMenu === true) expect(taps.slice(0, index)).toContain('menu');
      }
    },
  );
});
