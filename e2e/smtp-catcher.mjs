// A real SMTP server on loopback for the end-to-end tests: the app sends its mail here
// (SMTP_URL in playwright.config.ts) and tests read what arrived over HTTP:
//   GET /messages?to=<address>  ->  [{ to, subject, text, html }] in order of arrival
import http from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.SMTP_PORT ?? 3297);
const httpPort = Number(process.env.SMTP_HTTP_PORT ?? 3296);
const messages = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((parsed) => {
        // The raw header lines the tests check (List-Unsubscribe and its one-click companion).
        const header = (key) => parsed.headerLines.find((h) => h.key === key)?.line.replace(/^[^:]+:\s*/, '') ?? null;
        for (const to of session.envelope.rcptTo) {
          messages.push({
            to: to.address.toLowerCase(),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            listUnsubscribe: header('list-unsubscribe'),
            listUnsubscribePost: header('list-unsubscribe-post'),
          });
        }
        callback();
      })
      .catch(callback);
  },
});
await new Promise((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));

let analyticsFetched = 0;
const web = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname === '/health') return res.end('ok');
  // Also the stand-in for a self-hosted statistics script (ANALYTICS_SCRIPT_URL): it counts the
  // times it was fetched, and marks the page that ran it.
  if (url.pathname === '/analytics.js') {
    analyticsFetched++;
    res.setHeader('content-type', 'text/javascript');
    res.setHeader('cache-control', 'no-store');
    return res.end('window.exhaleStatistics = (window.exhaleStatistics || 0) + 1;\n');
  }
  if (url.pathname === '/analytics-fetched') return res.end(String(analyticsFetched));
  if (url.pathname !== '/messages') {
    res.statusCode = 404;
    return res.end();
  }
  const to = url.searchParams.get('to')?.toLowerCase();
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(messages.filter((m) => !to || m.to === to)));
});
await new Promise((resolve) => web.listen(httpPort, '127.0.0.1', resolve));
console.log(`SMTP test server on 127.0.0.1:${smtpPort}, messages on http://127.0.0.1:${httpPort}/messages`);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
