// A real SMTP server for tests: receives mail (smtp-server), parses it (mailparser) and lists it
// over a tiny HTTP JSON API. Import startSmtpCatcher() in jest, or run it as a process:
//   node server/test-services/smtp-catcher.mjs [--smtp-port 2525] [--http-port 2526] [--host 127.0.0.1]
// (or SMTP_CATCHER_SMTP_PORT / SMTP_CATCHER_HTTP_PORT / SMTP_CATCHER_HOST); it prints one JSON line
// { "smtpUrl": "smtp://127.0.0.1:2525", "apiUrl": "http://127.0.0.1:2526" } once listening.
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const LINK = /https?:\/\/[^\s<>"')\]]+/g;

const addresses = (field) => (field ? (Array.isArray(field) ? field : [field]).flatMap((a) => a.value.map((v) => v.address.toLowerCase())) : []);

function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address().port);
    });
  });
}

function matches(m, q) {
  if (q.to && !m.to.includes(String(q.to).toLowerCase())) return false;
  if (q.subject && !m.subject.includes(q.subject)) return false;
  if (q.template && m.template !== q.template) return false;
  if (q.after !== undefined && m.seq <= Number(q.after)) return false;
  return true;
}

/**
 * Starts the catcher. Ports 0 (the default) pick free ones.
 * @returns {Promise<import('./smtp-catcher').SmtpCatcher>}
 */
export async function startSmtpCatcher({ smtpPort = 0, httpPort = 0, host = '127.0.0.1' } = {}) {
  const messages = [];
  let seq = 0;
  const waiters = new Set();

  const smtp = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'], // plain SMTP on loopback: no certificate to trust
    authOptional: true,
    allowInsecureAuth: true,
    onAuth(auth, _session, cb) {
      cb(null, { user: auth.username });
    },
    onData(stream, session, cb) {
      simpleParser(stream).then(
        (parsed) => {
          const text = parsed.text ?? '';
          const m = {
            id: `m${++seq}`,
            seq,
            envelopeTo: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            to: addresses(parsed.to),
            from: addresses(parsed.from)[0] ?? '',
            fromName: parsed.from?.value?.[0]?.name ?? '',
            subject: parsed.subject ?? '',
            template: String(parsed.headers.get('x-template') ?? ''),
            text,
            html: typeof parsed.html === 'string' ? parsed.html : '',
            links: [...new Set(text.match(LINK) ?? [])],
            attachments: (parsed.attachments ?? []).map((a) => ({ filename: a.filename ?? '', contentType: a.contentType, size: a.size })),
            date: (parsed.date ?? new Date()).toISOString(),
          };
          messages.push(m);
          for (const w of [...waiters]) if (matches(m, w.query)) w.resolve(m);
          cb();
        },
        (err) => cb(err),
      );
    },
  });

  const find = (q = {}) => messages.filter((m) => matches(m, q));

  /** The first message matching q (to, subject, template, after: seq) — now, or when it arrives. */
  // 20 s: mail goes out after the answer, and a loaded two-core machine running jest with two
  // workers has taken more than 10 s for it.
  function waitFor(q = {}, timeoutMs = 20_000) {
    const found = find(q)[0];
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const w = {
        query: q,
        resolve: (m) => {
          clearTimeout(w.timer);
          waiters.delete(w);
          resolve(m);
        },
        timer: setTimeout(() => {
          waiters.delete(w);
          reject(new Error(`No mail matching ${JSON.stringify(q)} within ${timeoutMs} ms (received: ${messages.map((m) => `${m.to.join(',')} "${m.subject}"`).join('; ') || 'none'})`));
        }, timeoutMs),
      };
      waiters.add(w);
    });
  }

  const api = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const q = Object.fromEntries(url.searchParams);
    const json = (status, body) => {
      res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify(body));
    };
    try {
      if (req.method === 'GET' && url.pathname === '/health') return json(200, { ok: true });
      if (req.method === 'GET' && url.pathname === '/messages') return json(200, { messages: find(q) });
      // GET /messages/wait?to=…&subject=…&template=…&after=<seq>&timeout=<ms>: the first match, waiting for it.
      if (req.method === 'GET' && url.pathname === '/messages/wait') {
        const { timeout, ...query } = q;
        try {
          return json(200, await waitFor(query, Math.min(Number(timeout) || 10_000, 60_000)));
        } catch (e) {
          return json(404, { error: e.message });
        }
      }
      if (req.method === 'DELETE' && url.pathname === '/messages') {
        messages.length = 0;
        return json(200, { ok: true });
      }
      return json(404, { error: 'No such route' });
    } catch (e) {
      return json(500, { error: String(e) });
    }
  });

  const boundSmtp = await listen(smtp.server, smtpPort, host);
  const boundHttp = await listen(api, httpPort, host);
  return {
    smtpPort: boundSmtp,
    httpPort: boundHttp,
    smtpUrl: `smtp://${host}:${boundSmtp}`,
    apiUrl: `http://${host}:${boundHttp}`,
    messages,
    find,
    waitFor,
    clear: () => void (messages.length = 0),
    close: () =>
      Promise.all([new Promise((r) => smtp.close(r)), new Promise((r) => api.close(r))]).then(() => {
        for (const w of waiters) clearTimeout(w.timer);
        waiters.clear();
      }),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { 'smtp-port': { type: 'string' }, 'http-port': { type: 'string' }, host: { type: 'string' } } });
  const catcher = await startSmtpCatcher({
    smtpPort: Number(values['smtp-port'] ?? process.env.SMTP_CATCHER_SMTP_PORT ?? 2525),
    httpPort: Number(values['http-port'] ?? process.env.SMTP_CATCHER_HTTP_PORT ?? 2526),
    host: values.host ?? process.env.SMTP_CATCHER_HOST ?? '127.0.0.1',
  });
  console.log(JSON.stringify({ smtpUrl: catcher.smtpUrl, apiUrl: catcher.apiUrl }));
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => catcher.close().then(() => process.exit(0)));
}
