import { randomUUID } from 'node:crypto';
import { createTestApp, errorOf, type TestApp } from './test/helpers';

// Control characters and broken Unicode in every string field of every route, driven from the
// OpenAPI document: each answers 4xx naming the field (never 500). Other fields get valid-looking
// values; signed-in routes use a demo account that may call them.

type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  allOf?: Schema[];
  format?: string;
  minLength?: number;
  minimum?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  default?: unknown;
};
type Operation = { parameters?: { in: string; name: string; required?: boolean; schema: Schema }[]; requestBody?: { content: Record<string, { schema: Schema }> } };
type Doc = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };

/** Values that PostgreSQL cannot store or that no form sends: U+0000, a lone surrogate, a bell. */
const BAD = ['a\u0000b', 'a\ud800b', 'a\u0007b'];

/** Answers that do not depend on the field by design (documented in the route). */
const EXEMPT = new Set([
  'post /api/v1/auth/logout body token', // logout always succeeds: a malformed body revokes nothing
]);

let t: TestApp;
let doc: Doc;
const tokens: Record<string, { accessToken: string; userId: string }> = {};

beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
  for (const e of ['user@demo.test', 'admin@demo.test', 'owner@demo.test']) tokens[e] = await t.login(e);
});
afterAll(() => t.close());

const resolve = (s: Schema): Schema => (s.$ref ? resolve(doc.components.schemas[s.$ref.split('/').pop()!]!) : s);
const typesOf = (s: Schema): string[] => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);
const isString = (s: Schema): boolean => {
  const r = resolve(s);
  return typesOf(r).includes('string') || (r.anyOf ?? []).some(isString);
};

/** A valid-looking value for a schema. */
function sample(raw: Schema): unknown {
  const s = resolve(raw);
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  if (s.default !== undefined) return s.default;
  if (s.anyOf?.length) return sample(s.anyOf[0]!);
  if (s.allOf?.length) return sample(s.allOf[0]!);
  const type = typesOf(s).find((x) => x !== 'null');
  switch (type) {
    case 'string':
      if (s.format === 'uuid') return randomUUID();
      if (s.format === 'email') return 'someone@example.com';
      if (s.format === 'date-time') return new Date().toISOString();
      return 'x'.repeat(Math.max(s.minLength ?? 1, 1));
    case 'number':
    case 'integer':
      return s.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return s.items ? [sample(s.items)] : [];
    case 'object':
      return Object.fromEntries((s.required ?? []).map((k) => [k, sample(s.properties![k]!)]));
    default:
      return 'x';
  }
}

/** Dotted paths of every string inside a body schema (arrays: their first item). */
function stringPaths(raw: Schema, prefix: string[] = []): string[][] {
  const s = resolve(raw);
  if (isString(s)) return [prefix];
  const type = typesOf(s).find((x) => x !== 'null');
  if (type === 'array' && s.items) return stringPaths(s.items, [...prefix, '0']);
  if (type === 'object' && s.properties) return Object.entries(s.properties).flatMap(([k, v]) => stringPaths(v, [...prefix, k]));
  return [];
}

function setPath(value: unknown, path: string[], v: unknown): unknown {
  if (path.length === 0) return v;
  const [head, ...rest] = path;
  const base = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string, unknown>;
  const next = base[head!] ?? (rest.length === 0 ? undefined : /^\d+$/.test(rest[0]!) ? [{}] : {});
  base[head!] = setPath(next, rest, v);
  return base;
}

/** Who may call a route: the signed-in demo account whose role it needs. */
function callerOf(method: string, path: string): { accessToken: string; userId: string } {
  if (path.startsWith('/api/v1/admin/announcements') && method !== 'get') return tokens['admin@demo.test']!;
  if (path.startsWith('/api/v1/admin/refunds')) return tokens['admin@demo.test']!;
  if (path === '/api/auth/users/sign-up') return tokens['owner@demo.test']!;
  if (path.startsWith('/api/v1/owner/')) return tokens['owner@demo.test']!;
  if (path.startsWith('/api/v1/space/')) return tokens['owner@demo.test']!;
  if (/^\/api\/v1\/(spaces|blocks)\//.test(path)) return tokens['owner@demo.test']!;
  if (/^\/api\/v1\/venues\/\{id\}\/blocks$/.test(path) || path === '/api/v1/geocode') return tokens['owner@demo.test']!;
  if (path.startsWith('/api/v1/team/')) return tokens['owner@demo.test']!;
  if (/^\/api\/v1\/admin\/(venues|reviews)/.test(path)) return tokens['admin@demo.test']!;
  if (/^\/api\/v1\/admin\/(country-settings|admins|audit-log)/.test(path)) return tokens['admin@demo.test']!;
  return tokens['user@demo.test']!;
}

interface Case {
  name: string;
  field: string;
  method: string;
  url: string;
  body?: unknown;
  token: string;
}

function cases(): Case[] {
  const out: Case[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const caller = callerOf(method, path);
      const params = op.parameters ?? [];
      const pathValue = (name: string, schema: Schema) =>
        name === 'id' && path.includes('/user') ? caller.userId : name === 'token' ? 'A'.repeat(43) /* a link token's form */ : String(sample(schema));
      const pathValues = Object.fromEntries(params.filter((p) => p.in === 'path').map((p) => [p.name, pathValue(p.name, p.schema)]));
      const query = Object.fromEntries(params.filter((p) => p.in === 'query' && p.required).map((p) => [p.name, String(sample(p.schema))]));
      const bodySchema = op.requestBody?.content['application/json']?.schema;
      const body = bodySchema ? sample(bodySchema) : undefined;
      const url = (pv: Record<string, string>, q: Record<string, string>) =>
        path.replace(/\{(\w+)\}/g, (_, n: string) => encodeURIComponent(pv[n]!)) + (Object.keys(q).length ? `?${new URLSearchParams(q)}` : '');
      for (const bad of BAD) {
        const label = JSON.stringify(bad);
        // A lone surrogate has no UTF-8 form, so it cannot be written in a URL: JSON bodies only.
        for (const p of params.filter((x) => isString(x.schema) && bad !== BAD[1])) {
          const name = `${method} ${path} ${p.in} ${p.name}`;
          if (EXEMPT.has(name)) continue;
          const u = p.in === 'path' ? url({ ...pathValues, [p.name]: bad }, query) : p.in === 'query' ? url(pathValues, { ...query, [p.name]: bad }) : null;
          if (u) out.push({ name: `${name} ${label}`, field: p.name, method, url: u, body, token: caller.accessToken });
        }
        if (bodySchema) {
          for (const fp of stringPaths(bodySchema)) {
            const name = `${method} ${path} body ${fp.join('.')}`;
            if (EXEMPT.has(name)) continue;
            out.push({ name: `${name} ${label}`, field: fp.join('.'), method, url: url(pathValues, query), body: setPath(body, fp, bad), token: caller.accessToken });
          }
        }
      }
    }
  }
  return out;
}

it('every string field of every route refuses control characters and broken Unicode with a 4xx naming it', async () => {
  const all = cases();
  expect(all.length).toBeGreaterThan(150);
  const problems: string[] = [];
  for (const c of all) {
    const r = await t.req({ method: c.method.toUpperCase() as 'GET', url: c.url, token: c.token, body: c.body });
    if (r.statusCode < 400 || r.statusCode >= 500) {
      problems.push(`${c.name}: ${r.statusCode} ${r.body.slice(0, 200)}`);
      continue;
    }
    const e = errorOf(r);
    const named = (e.details?.fields ?? []).some((f) => f.field === c.field) || e.message.startsWith(`${c.field}: `);
    if (!named) problems.push(`${c.name}: ${r.statusCode} does not name ${c.field}: ${r.body.slice(0, 200)}`);
  }
  expect(problems).toEqual([]);
});
