import { env } from '../../src/env';
import { newPasswordSchema } from '../../src/features/leads/schemas/staff-query';
import { setAdminPassword } from '../../src/features/people/server/admin-password';
import { connect } from '../../src/server/db/connect';
import { migrate } from '../../src/server/db/migrate';

/**
 * npm run admin:password: sets a new shared (owner's) password and signs the owner out
 * everywhere; it also reopens the owner's account if it had been disabled.
 * The password comes from the first argument, NEW_ADMIN_PASSWORD, or (on a terminal) a
 * hidden prompt asked twice. With ADMIN_PASSWORD set it refuses: the server would put
 * that one back at its next start.
 */
async function main() {
  const config = env();
  if (config.ADMIN_PASSWORD !== undefined)
    fail(
      'ADMIN_PASSWORD is set, so the staff password is whatever it says: change that variable and restart instead.',
    );
  const password = process.argv[2] ?? process.env.NEW_ADMIN_PASSWORD ?? (await promptTwice());
  const checked = newPasswordSchema.safeParse(password);
  if (!checked.success) fail(checked.error.issues[0]?.message ?? 'That password is not accepted.');
  const handle = connect({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await migrate(handle);
    const ended = await setAdminPassword(handle.db, checked.data);
    console.log(
      `The owner's password is changed; ${ended} signed-in session${ended === 1 ? '' : 's'} signed out.`,
    );
  } finally {
    await handle.close();
  }
}

async function promptTwice(): Promise<string> {
  if (!process.stdin.isTTY)
    fail('No terminal to ask on: pass the password as an argument or in NEW_ADMIN_PASSWORD.');
  const first = await promptHidden('New staff password (at least 8 characters): ');
  const second = await promptHidden('Type it again: ');
  if (first !== second) fail('The two passwords differ; nothing was changed.');
  return first;
}

/** Reads one line from the terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const stdin = process.stdin;
    process.stdout.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let typed = '';
    const onData = (chars: string) => {
      for (const char of chars) {
        if (char === '\u0003') {
          process.stdout.write('\n');
          process.exit(130);
        } else if (char === '\r' || char === '\n') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          process.stdout.write('\n');
          resolve(typed);
          return;
        } else if (char === '\u007f' || char === '\b') {
          typed = typed.slice(0, -1);
        } else {
          typed += char;
        }
      }
    };
    stdin.on('data', onData);
  });
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
