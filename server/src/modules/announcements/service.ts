import type { z } from 'zod';
import type { Announcement, AnnouncementTarget, announcementInput, announcementPatch, announcementQuery, Page } from '@venues/contracts';
import type { AnnouncementRow } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { AuthUser } from '../../types';
import { recordAudit } from '../admin/audit';
import type { AnnouncementFilter, AnnouncementRepository, SortSpec } from './repository';

type Query = z.output<typeof announcementQuery>;

/** What the audit trail keeps of an announcement (the API's field names). */
function fieldsOf(a: AnnouncementRow) {
  return { title: a.title, description: a.description, attachment: a.attachment ?? null, active: a.active, target: a.target, target_device: a.targetDevice };
}

export function toAnnouncementDto(a: AnnouncementRow, viewed: boolean): Announcement {
  return {
    _id: a.id,
    title: a.title,
    description: a.description,
    attachment: a.attachment ?? null,
    active: a.active,
    viewed,
    target: a.target,
    target_device: a.targetDevice,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}

/** sort: 1 oldest first, -1 newest first, "field" ascending, "-field" descending. Default newest first. */
export function parseSort(sort: string | undefined): SortSpec {
  if (!sort || sort === '-1') return { field: 'createdAt', dir: 'desc' };
  if (sort === '1') return { field: 'createdAt', dir: 'asc' };
  const desc = sort.startsWith('-');
  return { field: (desc ? sort.slice(1) : sort) as SortSpec['field'], dir: desc ? 'desc' : 'asc' };
}

/** The targets a non-admin may see (SPEC: users → ALL, USERS_ONLY; venue teams → ALL, VENUE_OWNERS_ONLY). */
export function visibleTargets(user: AuthUser): AnnouncementTarget[] {
  if (user.roles.isUser) return ['ALL', 'USERS_ONLY'];
  if (user.roles.isTeamLister) return ['ALL', 'VENUE_OWNERS_ONLY'];
  return [];
}

export class AnnouncementService {
  constructor(private readonly repo: AnnouncementRepository) {}

  /** Team admins see everything with the filters as given; others see active, targeted, not-yet-viewed ones. */
  private filter(user: AuthUser, q: Query): AnnouncementFilter {
    const f: AnnouncementFilter = { tenantId: user.tenantId, userId: user.id, search: q.search || undefined, devices: q.target_device, targets: q.target, activeOnly: q.active_only };
    if (user.roles.isTeamAdmin) return f;
    const allowed = visibleTargets(user);
    return { ...f, activeOnly: true, targets: q.target ? allowed.filter((t) => q.target!.includes(t)) : allowed, excludeViewed: true };
  }

  async list(user: AuthUser, q: Query): Promise<Page<Announcement>> {
    const { rows, total } = await this.repo.page(this.filter(user, q), parseSort(q.sort), q.page, q.limit);
    return { data: rows.map((r) => toAnnouncementDto(r.a, Boolean(r.viewed))), page: q.page, limit: q.limit, total };
  }

  async get(user: AuthUser, q: Query & { _id: string }): Promise<Announcement> {
    // A single announcement a non-admin may open even after logging it, so no viewed exclusion here.
    const r = await this.repo.one({ ...this.filter(user, q), id: q._id, excludeViewed: false, search: undefined });
    if (!r) throw notFound('Announcement');
    return toAnnouncementDto(r.a, Boolean(r.viewed));
  }

  /** The one rule for "may this caller see it" (opening by id with no filters); logging uses it too. */
  private visible(user: AuthUser, id: string) {
    const base: AnnouncementFilter = { tenantId: user.tenantId, userId: user.id, id };
    return this.repo.one(user.roles.isTeamAdmin ? base : { ...base, activeOnly: true, targets: visibleTargets(user) });
  }

  async create(user: AuthUser, body: z.output<typeof announcementInput>): Promise<Announcement> {
    return this.repo.transaction(async (tx) => {
      const a = await this.repo.withTx(tx).insert({
        tenantId: user.tenantId,
        title: body.title,
        description: body.description,
        attachment: body.attachment,
        active: body.active,
        target: body.target,
        targetDevice: body.target_device,
        createdBy: user.id,
      });
      await recordAudit(tx, user, { action: 'announcement.create', targetType: 'announcement', targetId: a.id, summary: `Created the announcement "${a.title}"`, before: null, after: fieldsOf(a) });
      return toAnnouncementDto(a, false);
    });
  }

  async update(user: AuthUser, id: string, body: z.output<typeof announcementPatch>): Promise<Announcement> {
    const patch: Partial<AnnouncementRow> = {};
    if (body.title !== undefined) patch.title = body.title;
    if (body.description !== undefined) patch.description = body.description;
    if (body.attachment !== undefined) patch.attachment = body.attachment;
    if (body.active !== undefined) patch.active = body.active;
    if (body.target !== undefined) patch.target = body.target;
    if (body.target_device !== undefined) patch.targetDevice = body.target_device;
    return this.repo.transaction(async (tx) => {
      const repo = this.repo.withTx(tx);
      const before = await repo.lock(user.tenantId, id);
      if (!before) throw notFound('Announcement');
      const a = (await repo.update(user.tenantId, id, patch))!;
      const was = fieldsOf(before);
      const now = fieldsOf(a);
      const keys = (Object.keys(now) as (keyof typeof now)[]).filter((k) => JSON.stringify(was[k]) !== JSON.stringify(now[k]));
      if (keys.length) {
        await recordAudit(tx, user, {
          action: 'announcement.update',
          targetType: 'announcement',
          targetId: id,
          summary: `Changed the announcement "${a.title}": ${keys.join(', ')}`,
          before: Object.fromEntries(keys.map((k) => [k, was[k]])),
          after: Object.fromEntries(keys.map((k) => [k, now[k]])),
        });
      }
      return toAnnouncementDto(a, false);
    });
  }

  async remove(user: AuthUser, id: string): Promise<void> {
    await this.repo.transaction(async (tx) => {
      const gone = await this.repo.withTx(tx).remove(user.tenantId, id);
      if (!gone) throw notFound('Announcement');
      await recordAudit(tx, user, { action: 'announcement.delete', targetType: 'announcement', targetId: id, summary: `Deleted the announcement "${gone.title}"`, before: fieldsOf(gone), after: null });
    });
  }

  /** "Don't show me this again": idempotent; an announcement the caller cannot see answers 404, as reading it does. */
  async log(user: AuthUser, announcementId: string): Promise<void> {
    if (!(await this.visible(user, announcementId))) throw notFound('Announcement');
    await this.repo.log(user.tenantId, announcementId, user.id);
  }
}
