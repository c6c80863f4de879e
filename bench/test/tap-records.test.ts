import type { InteractionEntry } from '../src/event-timing';
import { decisionEffect, tapRecords } from '../src/tap-records';
import type { VisitFlow } from '../src/visit-flow';
import type { TapsSeen } from '../src/visit-answers';

const paintAt = 10_000;
const event = (at: number, duration: number): InteractionEntry => ({ name: 'click', interactionId: 3, at, duration });

describe('tapRecords', () => {
  const menuAndAssistant: VisitFlow = { copy: 'site', visit: 'returning', phase: 'at-paint', taps: ['menu', 'assistant'] };

  it('gives each tap its Event Timing duration, its time after the paint and its answers', () => {
    const seen: TapsSeen = {
      taps: [
        { at: 10_100, answers: { menu: 110 } },
        { at: 10_400, answers: { frame: 640, dialog: 900 } },
      ],
      leftAt: null,
    };
    const [menu, assistant] = tapRecords(
      menuAndAssistant,
      [['menu'], ['frame', 'dialog']],
      seen,
      [event(10_101, 120), event(10_402, 48)],
      null,
      paintAt,
    );
    expect(menu).toMatchObject({
      control: 'menu',
      phase: 'at-paint',
      copy: 'site',
      afterPaint: 100,
      duration: 120,
      answers: { menu: 110 },
    });
    expect(assistant).toMatchObject({ control: 'assistant', afterPaint: 400, duration: 48, answers: { frame: 640, dialog: 900 } });
  });

  it('counts an answer never shown, and a tap the page never registered, as infinitely late', () => {
    const seen = { taps: [{ at: 10_100, answers: { menu: 90 } }], leftAt: null };
    const [menu, assistant] = tapRecords(menuAndAssistant, [['menu'], ['frame', 'dialog']], seen, [], null, paintAt);
    expect(menu?.duration).toBe(16);
    expect(assistant?.duration).toBe(Number.POSITIVE_INFINITY);
    expect(assistant?.answers).toEqual({ frame: Number.POSITIVE_INFINITY, dialog: Number.POSITIVE_INFINITY });
  });

  it('times a consent decision to its effect and observes the reload', () => {
    const flow: VisitFlow = { copy: 'site', visit: 'first', phase: 'at-idle', taps: ['accept-all'] };
    const seen = { taps: [{ at: 12_000, answers: { effect: 180 } }], leftAt: 12_490 };
    const [decision] = tapRecords(flow, [['effect']], seen, [], null, paintAt);
    expect(decision?.answers).toEqual({ effect: 180, reload: 490 });
  });

  it('times a header link to the heading of the page it led to', () => {
    const flow: VisitFlow = { copy: 'script-free', visit: 'returning', phase: 'at-paint', taps: ['menu', 'services-link'] };
    const seen: TapsSeen = {
      taps: [
        { at: 10_100, answers: { menu: 60 } },
        { at: 10_300, answers: {} },
      ],
      leftAt: 10_320,
    };
    const headings = [
      { text: 'Kontakt', frameAt: 9_900, paintAt: 9_900 },
      { text: 'Leistungen', frameAt: 10_800, paintAt: 10_950 },
    ];
    const [, link] = tapRecords(flow, [['menu'], []], seen, [], headings, paintAt);
    expect(link?.answers).toEqual({ landing: 650 });
  });
});

describe('decisionEffect', () => {
  it('is the effect once the page reloads as specified', () => {
    expect(decisionEffect(240, 540)).toBe(240);
  });

  it('is never without the reload: the decision did not take effect as specified', () => {
    expect(decisionEffect(240, Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
  });
});
