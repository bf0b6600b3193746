import { and, asc, eq, sql } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import { teamInvitations, type TeamInvitationRow } from '../../db/schema';

/** The invitation rows of venue teams (docs/team.md): one per address and organisation, scoped by tenant. */
export class TeamInvitations extends Repository {
  /** Records an invitation, or renews the one this address already has here (names and role as now; first invited stays). */
  async record(o: { tenantId: string; organizationId: string; email: string; firstName: string; lastName: string; assignedRoles: number; invitedBy: string }): Promise<TeamInvitationRow> {
    const [row] = await this.db
      .insert(teamInvitations)
      .values(o)
      .onConflictDoUpdate({
        target: [teamInvitations.tenantId, teamInvitations.organizationId, teamInvitations.email],
        set: { firstName: o.firstName, lastName: o.lastName, assignedRoles: o.assignedRoles, invitedBy: o.invitedBy, updatedAt: sql`now()` },
      })
      .returning();
    return row!;
  }

  async forOrganization(tenantId: string, organizationId: string): Promise<TeamInvitationRow[]> {
    return this.db
      .select()
      .from(teamInvitations)
      .where(and(eq(teamInvitations.tenantId, tenantId), eq(teamInvitations.organizationId, organizationId)))
      .orderBy(asc(teamInvitations.createdAt), asc(teamInvitations.email));
  }

  /** One invitation of this team, locked for the rest of the transaction (null: another team's id, or none). */
  async lock(tenantId: string, organizationId: string, id: string): Promise<TeamInvitationRow | null> {
    const [row] = await this.db
      .select()
      .from(teamInvitations)
      .where(and(eq(teamInvitations.tenantId, tenantId), eq(teamInvitations.organizationId, organizationId), eq(teamInvitations.id, id)))
      .for('update');
    return row ?? null;
  }

  async byEmail(tenantId: string, organizationId: string, email: string): Promise<TeamInvitationRow | null> {
    const [row] = await this.db
      .select()
      .from(teamInvitations)
      .where(and(eq(teamInvitations.tenantId, tenantId), eq(teamInvitations.organizationId, organizationId), eq(teamInvitations.email, email)));
    return row ?? null;
  }

  async setRole(tenantId: string, id: string, assignedRoles: number): Promise<TeamInvitationRow> {
    const [row] = await this.db
      .update(teamInvitations)
      .set({ assignedRoles, updatedAt: new Date() })
      .where(and(eq(teamInvitations.tenantId, tenantId), eq(teamInvitations.id, id)))
      .returning();
    return row!;
  }

  async remove(tenantId: string, id: string): Promise<void> {
    await this.db.delete(teamInvitations).where(and(eq(teamInvitations.tenantId, tenantId), eq(teamInvitations.id, id)));
  }

  /** The invitation is answered: the address is in the team now. */
  async removeFor(tenantId: string, organizationId: string, email: string): Promise<void> {
    await this.db
      .delete(teamInvitations)
      .where(and(eq(teamInvitations.tenantId, tenantId), eq(teamInvitations.organizationId, organizationId), eq(teamInvitations.email, email)));
  }
}
