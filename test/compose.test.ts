import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { parseEnv } from '../src/config/env';

// deploy/compose.yaml cannot be started here (no registry for its images), so what `docker compose`
// would only find out at `up` is checked against the files it names: the file parses as Compose
// reads it, each instance is configured alike and starts on the app's own production checks, and
// the names, ports and header agree with the Dockerfile and the nginx configuration.

interface Service {
  build?: { context: string; dockerfile: string; args?: Record<string, string> };
  image?: string;
  environment?: Record<string, string | number>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  ports?: string[];
  volumes?: string[];
  stop_grace_period?: string;
}

const deployDir = path.resolve('deploy');
const read = (file: string) => readFileSync(path.join(deployDir, file), 'utf8');
// YAML 1.1 merge keys as Compose reads them; a tag of a newer Compose (such as `!reset`, which
// the Compose of Debian and older installs reject) is a warning here and fails the first test.
const document = parseDocument(read('compose.yaml'), { merge: true });
const compose = document.toJS() as { services: Record<string, Service>; volumes: Record<string, unknown> };
const services = compose.services;
const appNames = Object.keys(services).filter((name) => services[name]!.image?.startsWith('exhale:'));
const dockerfile = read('Dockerfile');

/** `${NAME:-default}`, `${NAME:?message}` and `${NAME}` as Compose fills them from `given`. */
function interpolate(value: string | number, given: Record<string, string>): string {
  return String(value).replace(/\$\{(\w+)(?:(:-|:\?)([^}]*))?\}/g, (_match, name: string, kind?: string, rest?: string) => {
    if (given[name]) return given[name];
    if (kind === ':?') throw new Error(`${name} is required: ${rest}`);
    return kind === ':-' ? (rest ?? '') : '';
  });
}

/** An instance's environment as its container sees it: the image's ENV, then the compose file's. */
function containerEnv(service: Service, given: Record<string, string>): Record<string, string> {
  const imageEnv = Object.fromEntries(
    [...dockerfile.matchAll(/^ENV (.+)$/gm)].at(-1)![1]!.split(/\s+/).map((pair) => pair.split('=') as [string, string]),
  );
  return { ...imageEnv, ...Object.fromEntries(Object.entries(service.environment ?? {}).map(([key, value]) => [key, interpolate(value, given)])) };
}

const secrets = { AUTH_SECRET: 'a'.repeat(44), METRICS_TOKEN: 'b'.repeat(48) };

describe('deploy/compose.yaml', () => {
  it('is plain YAML that every Compose version reads', () => {
    expect([...document.errors, ...document.warnings].map((problem) => problem.message)).toEqual([]);
  });

  it('runs two app instances built from deploy/Dockerfile, configured alike', () => {
    expect(appNames).toHaveLength(2);
    for (const name of appNames) {
      const build = services[name]!.build!;
      expect(existsSync(path.join(deployDir, build.context, build.dockerfile))).toBe(true);
      expect(path.resolve(deployDir, build.context)).toBe(path.resolve('.'));
    }
    const [first, second] = appNames.map((name) => services[name]!);
    expect(second).toEqual(first);
  });

  it("gives each instance an environment the app's own production checks accept", () => {
    for (const name of appNames) {
      const config = parseEnv(containerEnv(services[name]!, secrets));
      expect(config.NODE_ENV).toBe('production');
      expect(config.DATABASE_URL).toBeDefined();
      expect(config.SMTP_URL).toBeDefined();
      expect(config.METRICS_TOKEN).toBe(secrets.METRICS_TOKEN);
      // Without METRICS_TOKEN the metrics stay closed; the app still starts.
      expect(parseEnv(containerEnv(services[name]!, { AUTH_SECRET: secrets.AUTH_SECRET })).METRICS_TOKEN).toBeUndefined();
      expect(() => containerEnv(services[name]!, {})).toThrow(/AUTH_SECRET is required/);
    }
  });

  it('points the instances at the services beside them, with matching credentials', () => {
    const env = containerEnv(services[appNames[0]!]!, secrets);
    const database = new URL(env.DATABASE_URL!);
    const postgres = services[database.hostname]!;
    expect(postgres.image).toMatch(/^postgres:/);
    const pgEnv = Object.fromEntries(Object.entries(postgres.environment!).map(([key, value]) => [key, interpolate(value, secrets)]));
    expect(database.username).toBe(pgEnv.POSTGRES_USER);
    expect(decodeURIComponent(database.password)).toBe(pgEnv.POSTGRES_PASSWORD);
    expect(database.pathname).toBe(`/${pgEnv.POSTGRES_DB}`);
    expect(postgres.healthcheck?.test).toEqual(expect.arrayContaining([pgEnv.POSTGRES_USER]));
    const smtp = new URL(env.SMTP_URL!);
    expect(Object.keys(services)).toContain(smtp.hostname);
    expect(smtp.port).toBe('1025');
  });

  it('starts the instances after the database is ready, and nginx after both instances are', () => {
    expect(dockerfile).toMatch(/^HEALTHCHECK[\s\S]*\/api\/health/m);
    for (const name of appNames) expect(services[name]!.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    expect(services.nginx!.depends_on).toEqual(Object.fromEntries(appNames.map((name) => [name, { condition: 'service_healthy' }])));
  });

  it('gives a stopping instance longer than its own drain timeout', () => {
    for (const name of appNames) {
      const service = services[name]!;
      const grace = Number(/^(\d+)s$/.exec(service.stop_grace_period ?? '')?.[1]);
      expect(grace).toBeGreaterThan(Number(service.environment!.SHUTDOWN_TIMEOUT_SECONDS));
    }
  });

  it('mounts nginx configuration that exists and names exactly the app instances on their port', () => {
    const nginx = services.nginx!;
    const mounts = nginx.volumes!.filter((volume) => volume.startsWith('./')).map((volume) => volume.split(':')[0]!);
    expect(mounts.length).toBeGreaterThan(0);
    for (const file of mounts) expect(existsSync(path.join(deployDir, file))).toBe(true);
    for (const volume of nginx.volumes!.filter((v) => !v.startsWith('./'))) expect(compose.volumes).toHaveProperty(volume.split(':')[0]!);

    const port = /^EXPOSE (\d+)$/m.exec(dockerfile)![1];
    const upstream = read('nginx/upstream.conf');
    const servers = [...upstream.matchAll(/^\s*server\s+([\w.-]+):(\d+)/gm)].map((match) => `${match[1]}:${match[2]}`);
    expect(servers.sort()).toEqual(appNames.map((name) => `${name}:${port}`).sort());

    const site = read('nginx/exhale.conf');
    const published = nginx.ports!.map((mapping) => mapping.split(':').at(-1));
    for (const inside of published) expect(site).toMatch(new RegExp(`listen ${inside}\\b`));
  });

  it('trusts the client-address header that nginx appends the client to', () => {
    const header = containerEnv(services[appNames[0]!]!, secrets).TRUSTED_IP_HEADER!;
    const site = read('nginx/exhale.conf');
    expect(site).toMatch(new RegExp(`proxy_set_header ${header} \\$proxy_add_x_forwarded_for;`, 'i'));
  });
});

describe('deploy/Dockerfile', () => {
  it('starts the server with the memory settings every other start uses (scripts/lib/server-node-args.mjs)', async () => {
    const { SERVER_ENV, SERVER_NODE_ARGS } = await import('../scripts/lib/server-node-args.mjs');
    const command = JSON.parse(/^CMD (\[.*\])$/m.exec(dockerfile)![1]!) as string[];
    expect(command).toEqual(['node', ...SERVER_NODE_ARGS, 'server.mjs']);
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    const env = Object.fromEntries([...runtime.matchAll(/^ENV (.+)$/gm)].flatMap((line) => line[1]!.split(/\s+/).map((pair) => pair.split('=') as [string, string])));
    for (const [name, value] of Object.entries(SERVER_ENV)) expect(env[name], name).toBe(value);
  });
});
