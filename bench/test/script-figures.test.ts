import { scriptFiguresOfReport } from '../src/script-figures';

const report = (requests: readonly object[], breakdown: readonly object[]) => ({
  audits: {
    'network-requests': { details: { items: requests } },
    'mainthread-work-breakdown': { details: { items: breakdown } },
  },
});

describe('script figures of a Lighthouse report', () => {
  it('counts the script requests and their bytes, and takes the script evaluation time', () => {
    const figures = scriptFiguresOfReport(
      report(
        [
          { url: 'http://localhost/', resourceType: 'Document', transferSize: 8000 },
          { url: 'http://localhost/main.js', resourceType: 'Script', transferSize: 27_000 },
          { url: 'http://localhost/chunks/react.js', resourceType: 'Script', transferSize: 77_000 },
          // A prefetched file is downloaded, not run.
          { url: 'http://localhost:8081/remoteEntry.js', resourceType: 'Other', transferSize: 9000 },
        ],
        [
          { group: 'other', duration: 900 },
          { group: 'scriptEvaluation', duration: 812.5 },
          { group: 'scriptParseCompile', duration: 120 },
        ],
      ),
    );
    expect(figures).toEqual({ scriptEvaluation: 812.5, scripts: 2, scriptBytes: 104_000 });
  });

  it('reports a page without scripts as none, and refuses a report without the audits', () => {
    expect(scriptFiguresOfReport(report([{ url: 'http://localhost/', resourceType: 'Document', transferSize: 8000 }], []))).toEqual({
      scriptEvaluation: 0,
      scripts: 0,
      scriptBytes: 0,
    });
    expect(() => scriptFiguresOfReport({ audits: {} })).toThrow('Lighthouse report has no items in the audit');
  });
});
