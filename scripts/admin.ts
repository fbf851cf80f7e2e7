import { parseArgs } from 'node:util';
import { createAuth } from '#server/auth/auth.ts';
import { createBackgroundTasks } from '#server/auth/background-tasks.ts';
import { AdministratorRefusedError, createAdministrator, SET_PASSWORD_LINK_LIFETIME_SECONDS } from '#server/auth/create-administrator.ts';
import { CommandRefusedError, openCommandContext } from '#server/command-context.ts';
import { InvalidEnvironmentError, parseEnv } from '#server/env.ts';
import { createLogger } from '#server/lib/logger.ts';
import { createMailer } from '#server/mail/mailer.ts';

const USAGE = 'Usage: npm run admin -- create --email someone@example.com';

/**
 * Makes the first administrator (decision 076):
 *   npm run admin -- create --email someone@example.com
 * On the database the server's configuration names (DATABASE_URL, or the embedded database in
 * DATA_DIR, which the server must be stopped for). Prints a one-time link to choose a password
 * when the account needs one; never takes a password on the command line.
 */
async function main(): Promise<number> {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { email: { type: 'string' } } });
  if (positionals[0] !== 'create' || positionals.length !== 1 || !values.email) {
    console.error(USAGE);
    return 2;
  }
  const env = parseEnv(process.env);
  const { handle, secret, publicUrl } = await openCommandContext(env, `npm run admin -- create --email ${values.email}`);
  const logger = createLogger('warn');
  const backgroundTasks = createBackgroundTasks(logger);
  try {
    const auth = createAuth({ db: handle.db, mailer: createMailer({ db: handle.db }), logger, secret, publicUrl, social: {}, backgroundTasks });
    const created = await createAdministrator({ db: handle.db, auth, publicUrl }, values.email);
    const said = {
      created: `Created the account of ${created.email}: it is super_admin.`,
      promoted: `The account of ${created.email} is super_admin now.`,
      unchanged: `The account of ${created.email} was super_admin already.`,
    };
    console.log(said[created.outcome]);
    if (created.setPasswordLink) {
      const hours = SET_PASSWORD_LINK_LIFETIME_SECONDS / 3_600;
      console.log(`To choose a password and sign in, open this link (it works once, within ${hours} hour${hours === 1 ? '' : 's'}; run the command again for a new one):`);
      console.log(`  ${created.setPasswordLink}`);
      console.log(`Give it only to the person at ${created.email}: choosing the password verifies the address; they then sign in at ${publicUrl}/auth as an administrator.`);
    } else {
      console.log(`They sign in with their own password at ${publicUrl}/auth; the admin area is ${publicUrl}/admin.`);
    }
    return 0;
  } finally {
    await backgroundTasks.settle();
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof AdministratorRefusedError || error instanceof CommandRefusedError || error instanceof InvalidEnvironmentError;
    console.error(known ? error.message : error);
    process.exit(1);
  },
);
