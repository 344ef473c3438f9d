// Checks the Dockerfile's runtime stage without a container engine: does what that stage says, in a scratch
// directory standing for the image, and then runs the image's CMD and HEALTHCHECK there.
//
//   npm run build && node scripts/check-container-install.mjs [--keep]
//
// The stage's COPY lines copy from this repository (`--from=build`: from its builds, so build first), its
// `npm ci` runs as written (from the npm registry), its ENV is the server's environment and, when run as root,
// the server runs as an unprivileged user, as USER says. Then: the HEALTHCHECK's command must succeed, the web
// app and the API must answer, and a werkbon PDF (pdfkit, fontkit, the DejaVu fonts) and sharp's native
// library must work from the production install alone. An instruction it does not know fails the check, so
// that a change to the Dockerfile is a change to this check too. About 1 to 2 minutes, most of it npm ci.
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, chownSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Port range of this check (4517-4519), away from a developer's 8080. */
const PORT = '4517';
/** The user the server runs as when this check runs as root: the image's `node` user stands for any non-root one. */
const UNPRIVILEGED = { uid: 65534, gid: 65534 };
const DEMO_INTEGRATION_KEY = 'bwk_demo_key_for_local_testing_only';
/** The key the built web app sends, which the image accepts unless APP_KEYS says otherwise. */
const APP_KEY = 'bouwwerk-web';

/** The instructions of the Dockerfile's last stage, line continuations joined, comments left out. */
export function runtimeStage(dockerfile) {
  const lines = dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const stageStart = lines.findLastIndex((line) => /^FROM\s/i.test(line));
  return lines.slice(stageStart).map((line) => {
    const [, instruction, rest] = /^(\w+)\s+(.*)$/.exec(line);
    return { instruction: instruction.toUpperCase(), args: rest.trim() };
  });
}

/** A Dockerfile's exec form (`["node", "-e", "..."]`) as an argument list; the shell form is refused. */
function execForm(args, what) {
  if (!args.startsWith('[')) throw new Error(`${what} must use the exec form ["...", ...]: ${args}`);
  return JSON.parse(args);
}

function check(condition, message) {
  if (!condition) throw new Error(message);
  console.log(`ok: ${message}`);
}

async function main() {
  const keep = process.argv.includes('--keep');
  const stage = runtimeStage(readFileSync(path.join(REPO_ROOT, 'Dockerfile'), 'utf8'));
  const scratch = mkdtempSync(path.join(tmpdir(), 'bouwwerk-container-'));
  chmodSync(scratch, 0o755);
  /** A path in the container, in the scratch directory: everything below scratch/root. */
  const inImage = (containerPath) => path.join(scratch, 'root', containerPath);
  const asRoot = process.getuid?.() === 0;
  let workdir = '/';
  let user;
  let cmd;
  let healthcheck;
  const env = {};
  const volumes = [];
  let server;

  try {
    for (const { instruction, args } of stage) {
      const here = inImage(workdir);
      switch (instruction) {
        case 'FROM':
        case 'EXPOSE':
        case 'STOPSIGNAL':
          break;
        case 'ARG':
          break;
        case 'WORKDIR':
          workdir = path.posix.resolve(workdir, args);
          mkdirSync(inImage(workdir), { recursive: true });
          break;
        case 'ENV':
          for (const [, name, value] of args.matchAll(/(\w+)=("[^"]*"|\S+)/g)) env[name] = value.replace(/^"|"$/g, '');
          break;
        case 'COPY': {
          const fromBuild = /^--from=\w+\s+/.exec(args);
          const parts = args.slice(fromBuild?.[0].length ?? 0).split(/\s+/);
          const last = parts.pop();
          const target = path.posix.resolve(workdir, last);
          for (const source of parts) {
            // The build stage's WORKDIR is /app, as this repository's root.
            const from = fromBuild
              ? path.join(REPO_ROOT, path.posix.relative('/app', source))
              : path.join(REPO_ROOT, source);
            if (!existsSync(from)) throw new Error(`COPY ${source}: ${from} is missing (run npm run build first)`);
            const into =
              last.endsWith('/') || parts.length > 1 ? path.posix.join(target, path.basename(source)) : target;
            cpSync(from, inImage(into), { recursive: true });
          }
          break;
        }
        case 'RUN':
          for (const command of args.split('&&').map((part) => part.trim())) {
            const words = command.split(/\s+/);
            if (words[0] === 'npm') {
              console.log(`$ ${command}`);
              // A cache of its own: `npm cache clean` in the stage must not empty this machine's.
              const npmEnv = { ...process.env, ...env, npm_config_cache: path.join(scratch, 'npm-cache') };
              execFileSync('npm', words.slice(1), { cwd: here, stdio: 'inherit', env: npmEnv });
            } else if (words[0] === 'mkdir' && words[1] === '-p') {
              words
                .slice(2)
                .forEach((dir) => mkdirSync(inImage(path.posix.resolve(workdir, dir)), { recursive: true }));
            } else if (words[0] === 'chown') {
              // Owned by whoever runs the server here; its files stay the unprivileged user's in the image too.
              if (asRoot) chownSync(inImage(words[2]), UNPRIVILEGED.uid, UNPRIVILEGED.gid);
            } else {
              throw new Error(`check-container-install does not know this RUN command yet: ${command}`);
            }
          }
          break;
        case 'VOLUME':
          volumes.push(...(args.startsWith('[') ? JSON.parse(args) : args.split(/\s+/)));
          break;
        case 'USER':
          user = args;
          break;
        case 'HEALTHCHECK':
          healthcheck = execForm(args.replace(/^(--\S+\s+)*CMD\s+/, ''), 'HEALTHCHECK CMD');
          break;
        case 'CMD':
          cmd = execForm(args, 'CMD');
          break;
        default:
          throw new Error(`check-container-install does not know the instruction ${instruction} yet`);
      }
    }

    check(user !== undefined && user !== 'root' && user !== '0', `the image runs as a non-root user (${user})`);
    check(env.NODE_ENV === 'production', 'NODE_ENV is production');
    check(volumes.includes(env.DATA_DIR), `DATA_DIR (${env.DATA_DIR}) is a volume`);
    check(
      !existsSync(path.join(inImage(workdir), 'node_modules/esbuild')) &&
        !existsSync(path.join(inImage(workdir), 'node_modules/vite')),
      'the image has no dev dependencies (esbuild, vite)',
    );
    check(cmd?.[0] === 'node' && healthcheck?.[0] === 'node', 'CMD and HEALTHCHECK run node');

    // The container's paths, in the scratch directory; the demo data, so that there is a werkbon to print.
    const serverEnv = {
      PATH: process.env.PATH,
      HOME: scratch,
      ...env,
      DATA_DIR: inImage(env.DATA_DIR),
      PORT,
      SEED_DEMO_DATA: 'true',
    };
    const run = { cwd: inImage(workdir), env: serverEnv, ...(asRoot ? UNPRIVILEGED : {}) };
    server = spawn(cmd[0] === 'node' ? process.execPath : cmd[0], cmd.slice(1), {
      ...run,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout.on('data', (chunk) => (output += chunk));
    server.stderr.on('data', (chunk) => (output += chunk));
    const started = Date.now();
    while (!/is running on/.test(output)) {
      if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}:\n${output}`);
      if (Date.now() - started > 120_000) throw new Error(`The server did not start in 2 minutes:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    check(true, `the server started from the production install in ${Math.round((Date.now() - started) / 1000)} s`);

    execFileSync(process.execPath, healthcheck.slice(1), { ...run, stdio: 'inherit' });
    check(true, 'the HEALTHCHECK command succeeds');

    const base = `http://127.0.0.1:${PORT}`;
    const page = await fetch(`${base}/`);
    check(page.ok && (await page.text()).includes('<div id="root"'), 'the web app is served at /');
    const health = await fetch(`${base}/healthz`);
    check(
      health.ok && (health.headers.get('content-type') ?? '').startsWith('application/json'),
      '/healthz is its own route (JSON), not the web app answering any path',
    );
    // A work order of the demo data, from the change feed, printed for the demo employee jan.
    const office = { authorization: `Bearer ${DEMO_INTEGRATION_KEY}` };
    const feed = await (
      await fetch(`${base}/integration/v1/registrations/changes?limit=500`, { headers: office })
    ).json();
    const order = feed.changes.find((change) => change.registration?.workOrder)?.registration.workOrder;
    const signIn = await fetch(`${base}/v1/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-application-key': APP_KEY },
      body: JSON.stringify({
        RelatieId: 'demo',
        Gebruikersnaam: 'jan',
        Wachtwoord: createHash('sha256').update('welkom123').digest('hex'),
      }),
    });
    const { authToken } = await signIn.json();
    const pdf = await fetch(`${base}/v1/werkbon/${order.id}/pdf`, {
      headers: { 'x-application-key': APP_KEY, authorization: `Bearer ${authToken}` },
    });
    const bytes = Buffer.from(await pdf.arrayBuffer());
    check(
      pdf.ok && bytes.subarray(0, 5).toString() === '%PDF-',
      pdf.ok ? `a werkbon PDF is made (${bytes.length} bytes)` : `a werkbon PDF: ${pdf.status} ${bytes}`,
    );

    // sharp's native library for this platform, loaded and used as the photo upload uses it.
    const sharpCheck = `import('sharp').then(async ({ default: sharp }) => {
      const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } }).jpeg().toBuffer();
      const { width } = await sharp(jpeg).resize(32).toBuffer({ resolveWithObject: true }).then((r) => r.info);
      if (width !== 32) process.exit(1);
    })`;
    execFileSync(process.execPath, ['--input-type=module', '-e', sharpCheck], { ...run, stdio: 'inherit' });
    check(true, 'sharp decodes and resizes a JPEG');

    server.kill('SIGTERM');
    const code = await new Promise((resolve) => server.once('exit', resolve));
    check(code === 0, 'the server stops on SIGTERM with exit code 0');
    server = undefined;
  } finally {
    server?.kill('SIGKILL');
    if (keep) console.log(`kept: ${scratch}`);
    else rmSync(scratch, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`check-container-install: ${error.message}`);
    process.exitCode = 1;
  });
}
