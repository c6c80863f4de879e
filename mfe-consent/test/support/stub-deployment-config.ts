import type { ConsentDefault } from '@isarlicht/shared';

/** Answers `/remotes.json` as a deployment with this consent default would; jsdom has no fetch of its own. */
export function stubDeploymentConfig(consentDefault: ConsentDefault): void {
  const config = {
    remotes: {
      marketing: 'http://localhost:8081/mf-manifest.json',
      references: 'http://localhost:8082/mf-manifest.json',
      consent: 'http://localhost:8083/mf-manifest.json',
      devtools: 'http://localhost:8084/mf-manifest.json',
    },
    devDashboard: false,
    thirdParty: {
      googleMapsEmbedUrl: 'https://www.google.com/maps?output=embed',
      hubspotMeetingsUrl: 'https://meetings-eu1.hubspot.com/isarlicht-digital/erstgespraech?embed=true',
      hubspotScriptUrl: 'https://static.hsappstatic.net/MeetingsEmbed/ex/MeetingsEmbedCode.js',
      vapi: { scriptUrl: 'https://cdn.example/vapi.js', publicKey: '', assistantId: '' },
      gaMeasurementId: '',
      gaScriptUrl: 'https://www.googletagmanager.com/gtag/js',
    },
    consentDefault,
    callAnalytics: { apiUrl: 'http://localhost:8085' },
  };
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => config }) as unknown as Response);
}
