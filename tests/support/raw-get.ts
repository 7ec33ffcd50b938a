import http from 'node:http';

export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/**
 * A GET that hands back the bytes as sent (fetch() would decode br and gzip itself), for tests of
 * the front server's compression. `onFirstBytes` runs when the first piece of the body arrives.
 */
export const rawGet = (url: string, headers: Record<string, string>, onFirstBytes?: () => void) =>
  new Promise<RawResponse>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => {
          if (parts.length === 0) onFirstBytes?.();
          parts.push(part);
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(parts),
          }),
        );
      })
      .on('error', reject);
  });
