// `npm run admin:create -- --email=... --password=... --firstname=... [--lastname=...]`
// creates an admin from the command line: by default with the Reader role (her content, media
// and booking desk; no developer menus: src/bootstrap/admin-roles.ts); with `--super-admin`, a
// Super Admin for setup. Production never opens the admin's sign-up page to the public (the
// gateway refuses it), so this is how the first admin is made. Run from cms/.
// CommonJS, as Strapi's own CLI: the compiled app in dist/ is CommonJS too.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { compileStrapi, createStrapi } = require('@strapi/strapi');

const USAGE =
  'Usage: npm run admin:create -- --email=EMAIL --password=PASSWORD --firstname=NAME ' +
  '[--lastname=NAME] [--super-admin]';

function parseArgs(argv) {
  const out = { superAdmin: false };
  for (const arg of argv) {
    if (arg === '--super-admin') out.superAdmin = true;
    else {
      const m = /^--(email|password|firstname|lastname)=(.*)$/s.exec(arg);
      if (!m) throw new Error(`Unknown argument: ${arg}\n${USAGE}`);
      out[m[1]] = m[2];
    }
  }
  return out;
}

/** Strapi's own rules for an admin (the admin:create-user command's). */
function problems({ email, password, firstname }) {
  const found = [];
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) found.push('a valid --email');
  if (
    !password ||
    password.length < 8 ||
    !/[a-z]/.test(password) ||
    !/[A-Z]/.test(password) ||
    !/\d/.test(password)
  ) {
    found.push('a --password of 8+ characters with lower and upper case and a digit');
  }
  if (!firstname || !firstname.trim()) found.push('a --firstname');
  return found;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const missing = problems(args);
  if (missing.length) throw new Error(`Needs ${missing.join(', ')}.\n${USAGE}`);
  const app = await createStrapi(await compileStrapi()).load();
  try {
    const email = args.email.toLowerCase();
    if (await app.admin.services.user.exists({ email })) {
      throw new Error(`An admin with the e-mail ${email} already exists.`);
    }
    // The role's definition lives with the app (compiled into dist/ by compileStrapi above).
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { READER_ADMIN_ROLE } = require(`${app.dirs.dist.root}/src/bootstrap/admin-roles.js`);
    const role = args.superAdmin
      ? await app.admin.services.role.getSuperAdmin()
      : await app.admin.services.role.findOne({ code: READER_ADMIN_ROLE.code });
    if (!role) throw new Error('The role is missing: start the CMS once so it is created.');
    await app.admin.services.user.create({
      email,
      firstname: args.firstname.trim(),
      lastname: args.lastname?.trim() || null,
      password: args.password,
      registrationToken: null,
      isActive: true,
      roles: [role.id],
    });
    console.log(
      `Created the admin ${email} with the ${args.superAdmin ? 'Super Admin' : 'Reader'} role.`,
    );
  } finally {
    await app.destroy();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
