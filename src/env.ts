import 'server-only';
import { z } from '@/lib/zod';
import { trustProxyOn } from '@/server/http/client-address-header.mjs';
import { HOST_RULE, isListenHost } from '@/server/http/listen-host.mjs';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** `<count>/<seconds>` (a limit's setting), read as { limit, windowMs }. */
const countPerSeconds = (fallback: `${number}/${number}`) =>
  optionalText.pipe(
    z
      .string()
      .regex(
        /^[1-9]\d{0,5}\/[1-9]\d{0,6}$/,
        'must be <count>/<seconds> with whole numbers, e.g. 10/600',
      )
      .optional()
      .transform((value) => {
        const [count = 1, seconds = 1] = (value ?? fallback).split('/').map(Number);
        return { limit: count, windowMs: seconds * 1000 };
      }),
  );

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: optionalText.pipe(z.string().refine(isListenHost, HOST_RULE).optional()),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  DATA_DIR: optionalText.transform((value) => value ?? './data'),
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
  SESSION_SECRET: optionalText.pipe(
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  SITE_URL: optionalText.pipe(z.url('must be a full URL like https://example.com').optional()),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  LEADS_NOTIFY_TO: optionalText.pipe(z.email('must be an email address').optional()),
  TRUST_PROXY: optionalText.transform(trustProxyOn),
  LEAD_RATE_LIMIT: countPerSeconds('10/600'),
  CONFIRMATION_LIMIT: countPerSeconds('3/86400'),
});

export type Env = z.infer<typeof envSchema>;

const names = Object.keys(envSchema.shape) as (keyof Env)[];
let cached: { key: string; env: Env } | undefined;

/**
 * Parses process.env the first time and again only when one of its variables has changed (a
 * test sets them between cases); a bad value stops the server with one line naming the variable.
 */
export function env(): Env {
  const key = JSON.stringify(names.map((name) => process.env[name]));
  if (cached?.key === key) return cached.env;
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join('.') ?? 'environment';
    throw new Error(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}`);
  }
  cached = { key, env: parsed.data };
  return cached.env;
}

/**
 * The one origin for every link we make (canonical links, the sitemap, emails, invite and reset
 * links): SITE_URL, else the address the server listens on (PORT). Never a request's Host or
 * X-Forwarded-Host, which whoever sends the request chooses.
 */
export function siteUrl(): string {
  const { SITE_URL, PORT } = env();
  return (SITE_URL ?? `http://localhost:${PORT}`).replace(/\/+$/, '');
}

/** SITE_URL is https: the session cookie is Secure whatever a request says (issue 28). */
export function siteIsHttps(): boolean {
  return siteUrl().startsWith('https:');
}

/**
 * `next build` is prerendering pages: there is no store to read then (and none should be made).
 * Next sets NEXT_PHASE itself, so it is read as it is, not parsed with the settings above.
 */
export function isBuildPhase(): boolean {
  return process.env.NEXT_PHASE === 'phase-production-build';
}
