// A burst of wrong logins against a running server (issue 41, point 4): 200 parallel POSTs to the Redaktion's login for
// one account, each from its own address (the server must run with TRUST_PROXY=1: the address is the right-most
// X-Forwarded-For entry), while a second client fetches /favicon.ico one request after another. Prints how the
// logins were answered, how many passwords the server checked (its audit log's failed logins of that account, read
// as the admin afterwards) and the favicon's latency before and during the burst (p50, p95, max).
//
//   TRUST_PROXY=1 npx next start -p 3121 &  node tests/bench/login-burst.mjs http://127.0.0.1:3121
const origin = process.argv[2] ?? 'http://127.0.0.1:3000';
const ACCOUNT = 'freigabe@tannbrunn.example';
const BURST = 200;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const summary = (times) =>
  `n=${times.length} p50=${percentile(times, 50).toFixed(1)} ms p95=${percentile(times, 95).toFixed(1)} ms max=${Math.max(...times).toFixed(1)} ms`;

async function favicon() {
  const start = performance.now();
  const answer = await fetch(`${origin}/favicon.ico`, { headers: { 'cache-control': 'no-cache' } });
  await answer.arrayBuffer();
  return performance.now() - start;
}

async function faviconWhile(running) {
  const times = [];
  while (running()) times.push(await favicon());
  return times;
}

function login(email, passwort, address) {
  return fetch(`${origin}/api/redaktion/anmelden`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': address },
    body: JSON.stringify({ email, passwort }),
  });
}

// Warm up (the first request opens the database), then the favicon alone.
await fetch(`${origin}/de`);
await favicon();
const quiet = [];
for (let i = 0; i < 50; i++) quiet.push(await favicon());

const stamp = Date.now() % 250;
let done = false;
const during = faviconWhile(() => !done);
const started = performance.now();
const answers = await Promise.all(
  Array.from({ length: BURST }, (_, i) =>
    login(ACCOUNT, `falsch-${i}`, `10.${stamp}.${Math.floor(i / 250)}.${i % 250}`).then(async (answer) => ({
      status: answer.status,
      retryAfter: answer.headers.get('retry-after'),
      ms: performance.now() - started,
      body: await answer.text(),
    })),
  ),
);
done = true;
const busy = await during;
const elapsed = performance.now() - started;

const byStatus = {};
for (const answer of answers) byStatus[answer.status] = (byStatus[answer.status] ?? 0) + 1;

// The server's own count: failed logins of this account in its audit log since the burst began, read as the admin.
const admin = await login('admin@tannbrunn.example', 'Tannbrunn-Admin-2026', '10.255.255.254');
const cookie = (admin.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
const log = await fetch(`${origin}/api/redaktion/protokoll?limit=500`, { headers: { cookie } });
const { eintraege = [] } = log.ok ? await log.json() : {};
const since = Date.now() - elapsed - 5_000;
const ofBurst = eintraege.filter((e) => e.details?.email === ACCOUNT && Date.parse(e.zeit) >= since);
const checked = ofBurst.filter((e) => e.aktion === 'anmeldung_fehlgeschlagen').length;
const refused = ofBurst.filter((e) => e.aktion === 'anmeldung_gesperrt').length;

console.log(`burst: ${BURST} parallel wrong logins for ${ACCOUNT} from ${BURST} addresses, ${elapsed.toFixed(0)} ms`);
console.log(
  `answers: ${JSON.stringify(byStatus)}; last answer after ${Math.max(...answers.map((a) => a.ms)).toFixed(0)} ms`,
);
console.log(
  `passwords checked (audit log): ${checked}; refused before any check: ${refused}${log.ok ? '' : ' (audit log not readable)'}`,
);
console.log(`/favicon.ico alone:        ${summary(quiet)}`);
console.log(`/favicon.ico during burst: ${summary(busy)}`);
