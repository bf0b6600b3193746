import * as contracts from '@venues/contracts/api';
import { API_ROUTES } from './apiRoutes';
import type { Handler, Seen } from './apiServer';

// Checks the stand-in API's answers against the contracts (see standInApi).

/** What is used of a zod schema (mf-kit does not depend on zod itself). */
interface Issue {
  path: PropertyKey[];
  message: string;
}
interface Schema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: Issue[] } };
}

const notChecked = new WeakSet<Handler>();

/**
 * Marks a stand-in handler whose answers are not checked against the contracts: for a URL that is
 * not an API route (a file, another site) or an answer that is deliberately not what the server
 * would send. Use sparingly, and say why next to it.
 */
export function unchecked(handler: Handler): Handler {
  notChecked.add(handler);
  return handler;
}

interface RouteContract {
  /** "METHOD /path" as the server registers it. */
  key: string;
  method: string;
  pattern: RegExp;
  /** Path parameters (fewer wins) and static characters (more wins): /owner/venues/sales before /owner/venues/:id. */
  params: number;
  fixed: number;
  name: string;
}

const ROUTES: RouteContract[] = Object.entries(API_ROUTES).map(([key, name]) => {
  const [method, path] = key.split(' ') as [string, string];
  const parts = path.split('/');
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return {
    key,
    method,
    name,
    pattern: new RegExp(`^${parts.map((s) => (s.startsWith(':') ? '[^/]+' : escape(s))).join('/')}$`),
    params: parts.filter((s) => s.startsWith(':')).length,
    fixed: parts.filter((s) => !s.startsWith(':')).join('/').length,
  };
});

/** The server's route a request goes to, as the server would choose it (static segments first). */
export function routeOf(method: string, path: string): RouteContract | undefined {
  const found = ROUTES.filter((r) => r.method === method && r.pattern.test(path));
  return found.sort((a, b) => a.params - b.params || b.fixed - a.fixed)[0];
}

function responsesOf(name: string): Record<number, Schema> {
  const [group, key] = name.split('.') as [string, string];
  const route = (contracts as unknown as Record<string, Record<string, { response: Record<number, Schema> }>>)[group]?.[key];
  if (!route) throw new Error(`apiRoutes.ts names ${name}, which @venues/contracts/api does not export`);
  return route.response;
}

const issues = (e: { issues: Issue[] }) =>
  e.issues
    .slice(0, 30)
    .map((i) => `  at ${i.path.length ? i.path.map(String).join('.') : '(the body)'}: ${i.message}`)
    .join('\n') + (e.issues.length > 30 ? `\n  … and ${e.issues.length - 30} more` : '');

/**
 * Why the answer does not match the contract of the route it stands in for, or null. Answers of a
 * handler marked `unchecked`, and error answers (status 300 and up) of a known route, are not checked.
 */
export function contractProblem(req: Seen, answer: { status: number; body: unknown }, handler: Handler): string | null {
  if (notChecked.has(handler)) return null;
  const asked = `${req.method} ${req.path}`;
  const route = routeOf(req.method, req.path);
  if (!route) return `The stand-in answered ${asked}, which is not a route of the API (packages/mf-kit/src/testing/apiRoutes.ts); mark the handler unchecked() if that is meant.`;
  if (answer.status < 200 || answer.status >= 300) return null;
  const schema = responsesOf(route.name)[answer.status];
  const where = `${asked} (${route.key === asked ? '' : `route ${route.key}, `}contract ${route.name})`;
  if (!schema) {
    const declared = Object.keys(responsesOf(route.name)).filter((s) => Number(s) < 300);
    return `The stand-in answered ${where} with ${answer.status}; the contract answers ${declared.join(' or ')}.`;
  }
  const parsed = schema.safeParse(answer.body);
  return parsed.success ? null : `The stand-in's answer to ${where} does not match the contract's ${answer.status} answer:\n${issues(parsed.error)}`;
}
