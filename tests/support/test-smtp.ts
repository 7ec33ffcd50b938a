import net from 'node:net';
import { SMTPServer } from 'smtp-server';

/** Test support: a real SMTP server on 127.0.0.1 that keeps what it receives. */
export interface ReceivedMail {
  recipients: string[];
  headers: Record<string, string>;
  /** The plain-text body (of a multipart message: its text/plain part). */
  body: string;
  /** The text/html part of a multipart message, if any. */
  html?: string;
  /** Parts sent as attachments, their bytes decoded. */
  attachments?: { filename: string; contentType: string; content: Buffer }[];
}

export async function startSmtpServer(port = 0) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          recipients: session.envelope.rcptTo.map((r) => r.address),
          ...parseMessage(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as net.AddressInfo;
  return {
    port: address.port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on (yet). */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** A server that accepts connections and never says a word (a hung mail server). */
export async function startSilentServer() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function parseMessage(raw: string): Omit<ReceivedMail, 'recipients'> {
  const { headers, body } = parsePart(raw);
  const boundary = /multipart\/[\w-]+;.*boundary="?([^";]+)"?/i.exec(
    headers['content-type'] ?? '',
  )?.[1];
  if (!boundary) return { headers, body };
  const rawParts = body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => part.replace(/^\n/, '').replace(/\n/g, '\r\n'));
  const parts = rawParts.map(parsePart);
  const attachments = rawParts
    .map((raw, i) => ({ raw, headers: parts[i]!.headers }))
    .filter(({ headers: h }) => /attachment/i.test(h['content-disposition'] ?? ''))
    .map(({ raw, headers: h }) => ({
      filename: /filename="?([^";]+)"?/i.exec(h['content-disposition'] ?? '')?.[1] ?? '',
      contentType: (h['content-type'] ?? '').split(';')[0]!.trim(),
      content: Buffer.from(raw.slice(raw.indexOf('\r\n\r\n') + 4), 'base64'),
    }));
  const typed = (type: string) =>
    parts.find((part) => part.headers['content-type']?.startsWith(type))?.body;
  const html = typed('text/html');
  return {
    headers,
    body: typed('text/plain') ?? '',
    ...(html === undefined ? {} : { html }),
    ...(attachments.length > 0 ? { attachments } : {}),
  };
}

function parsePart(raw: string): { headers: Record<string, string>; body: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = raw.slice(split + 4);
  if (headers['content-transfer-encoding'] === 'quoted-printable') {
    const bytes = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    body = Buffer.from(bytes, 'latin1').toString('utf8');
  } else if (headers['content-transfer-encoding'] === 'base64') {
    body = Buffer.from(body, 'base64').toString('utf8');
  }
  return { headers, body: body.replace(/\r\n/g, '\n') };
}
