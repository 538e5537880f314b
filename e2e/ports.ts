// The ports the suite's own servers listen on, beside the site's (shared/src/contract/apps.json,
// 5173–5177) and the automation service's (8787). Spec files run in parallel on two workers, so
// no two of them may share a port: they are all named here, and a repeated one stops the suite.
export const E2E_PORTS = {
  /** ssr-remotes.spec.ts */
  ssrRemotesShell: 5181,
  ssrRemotesHung: 5182,
  ssrRemotesRedeploy: 5183,
  ssrRemotesClosed: 5189,
  /** remote-pages.spec.ts */
  remotePagesCdn: 5184,
  remotePagesShell: 5188,
  remotePagesLiveBuild: 5193,
  /** ssr-isolation.spec.ts */
  ssrIsolationShell: 5185,
  ssrIsolationHostile: 5186,
  ssrIsolationTempFileShell: 5187,
  /** csp.spec.ts */
  cspShell: 5192,
  /** demo-audio-host.spec.ts: two shells (with and without the setting), the automation platform, its storage */
  audioHostShellWith: 5198,
  audioHostShellWithout: 5201,
  audioHostWebhook: 5200,
  audioHostStorage: 5194,
  /** two-shells.spec.ts */
  twoShellsA: 5195,
  twoShellsB: 5196,
  twoShellsCdn: 5197,
  twoShellsAutomation: 8797,
  /** call-webrtc.spec.ts: an automation service with CALL_PROVIDER=openai, and the fake OpenAI it calls */
  callWebrtcAutomation: 8798,
  callWebrtcProvider: 5202,
  /** playwright.config.ts: the sample business website, and a provider that is down */
  sampleSite: 5190,
  providerDown: 5191,
  /** supervisor.spec.ts: a whole site of its own, shell first */
  supervisorBase: 6173,
} as const;

const taken = Object.entries(E2E_PORTS);
for (const [name, port] of taken) {
  const twin = taken.find(([other, value]) => other !== name && value === port);
  if (twin) throw new Error(`e2e/ports.ts: ${name} y ${twin[0]} usan el mismo puerto ${port}`);
}
