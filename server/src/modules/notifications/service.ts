import { NOTIFICATION_TYPES, SOCKET_EVENTS, type NotificationCounts, type NotificationPreference, type NotificationType } from '@venues/contracts';
import type { MailAttachment } from '../../db/schema';
import type { AccountMailer } from '../../mail/account-mailer';
import type { Notify } from '../../plugins/realtime';
import type { NotificationRepository } from './repository';

/** The e-mail that goes with a notification, when the person wants e-mail for its type. */
export interface NotificationMail {
  subject: string;
  body: string;
  /** A page of the site to open (absolute, built from PUBLIC_URL). */
  url?: string;
  /** Files to send with it (a booking's invoice and calendar entry). */
  attachments?: MailAttachment[];
}

/**
 * Notifications and their unread counts: one service behind both REST and the socket. It honours
 * each person's preferences: a type turned off in-app makes no row and no count; a type turned
 * off for e-mail sends no mail. (Security mails do not go through here: they are always sent.)
 */
export class NotificationsService {
  constructor(
    private readonly repo: NotificationRepository,
    /** Pushes changed counts to the user's sockets (app.notify). */
    private readonly notify: Notify,
    private readonly mail: AccountMailer | null = null,
  ) {}

  /** Every type with its switches (a type never set is on for both). */
  async preferences(tenantId: string, userId: string): Promise<NotificationPreference[]> {
    const rows = new Map((await this.repo.preferences(tenantId, userId)).map((r) => [r.type, r]));
    return NOTIFICATION_TYPES.map((type) => {
      const r = rows.get(type);
      return { type, email: r?.email ?? true, in_app: r?.inApp ?? true };
    });
  }

  /** Saves some or all types; the counts change when a type is turned off or on in-app. */
  async setPreferences(tenantId: string, userId: string, list: readonly NotificationPreference[]): Promise<NotificationPreference[]> {
    await this.repo.savePreferences(tenantId, userId, list);
    await this.publish(tenantId, userId);
    return this.preferences(tenantId, userId);
  }

  private async inAppOff(tenantId: string, userId: string): Promise<Set<string>> {
    return new Set((await this.repo.preferences(tenantId, userId)).filter((p) => !p.inApp).map((p) => p.type));
  }

  async counts(tenantId: string, userId: string): Promise<NotificationCounts> {
    const [rows, off] = await Promise.all([this.repo.unreadByType(tenantId, userId), this.inAppOff(tenantId, userId)]);
    const unreadCountsByType: Partial<Record<NotificationType, number>> = {};
    let totalUnreadCount = 0;
    for (const r of rows) {
      if (!(NOTIFICATION_TYPES as readonly string[]).includes(r.type) || off.has(r.type)) continue;
      unreadCountsByType[r.type as NotificationType] = Number(r.n);
      totalUnreadCount += Number(r.n);
    }
    return { unreadCountsByType, totalUnreadCount };
  }

  /**
   * Notifies a person: an in-app row (unless they turned the type off in-app) and, when `mail` is
   * given, an e-mail (unless they turned the type off for e-mail). Answers the row's id, or null
   * when no row was made.
   */
  async create(tenantId: string, userId: string, type: NotificationType, payload: Record<string, unknown> = {}, mail?: NotificationMail): Promise<string | null> {
    const prefs = (await this.preferences(tenantId, userId)).find((p) => p.type === type)!;
    let id: string | null = null;
    if (prefs.in_app) {
      id = await this.repo.insert(tenantId, userId, type, payload);
      await this.publish(tenantId, userId);
    }
    if (mail && prefs.email) await this.sendMail(tenantId, userId, mail);
    return id;
  }

  /** The e-mail of a notification, to a person who can receive mail (active, confirmed address). */
  private async sendMail(tenantId: string, userId: string, mail: NotificationMail): Promise<void> {
    if (!this.mail) return;
    const to = await this.repo.recipient(tenantId, userId);
    if (!to) return;
    await this.mail.send({ id: tenantId, productName: to.productName }, to.email, (b, t) =>
      t.notification(b, { name: to.firstName, subject: mail.subject, body: mail.body, url: mail.url, settingsUrl: this.mail!.links.notificationSettings(to.country) }),
      mail.attachments,
    );
  }

  /**
   * Like create, but at most one unread row of `type` per enquiry: a busy conversation counts once
   * on the badge until it is read (the mail still follows the person's preferences).
   */
  async createForEnquiry(tenantId: string, userId: string, type: NotificationType, enquiryId: string, payload: Record<string, unknown> = {}, mail?: NotificationMail): Promise<string | null> {
    if ((await this.repo.unreadAbout(tenantId, userId, type, enquiryId)) === 0) return this.create(tenantId, userId, type, { ...payload, enquiry_id: enquiryId }, mail);
    if (mail && (await this.preferences(tenantId, userId)).find((p) => p.type === type)!.email) await this.sendMail(tenantId, userId, mail);
    return null;
  }

  /** Marks read what was about one enquiry (opening the conversation); returns the new counts. */
  async markReadAbout(tenantId: string, userId: string, enquiryId: string): Promise<NotificationCounts> {
    const changed = await this.repo.markReadAbout(tenantId, userId, enquiryId);
    return changed > 0 ? this.publish(tenantId, userId) : this.counts(tenantId, userId);
  }

  /** Mark unread notifications read (all, or only the given types); returns the new counts. */
  async markRead(tenantId: string, userId: string, types?: readonly NotificationType[]): Promise<NotificationCounts> {
    const changed = await this.repo.markRead(tenantId, userId, types);
    return changed > 0 ? this.publish(tenantId, userId) : this.counts(tenantId, userId);
  }

  private async publish(tenantId: string, userId: string): Promise<NotificationCounts> {
    const counts = await this.counts(tenantId, userId);
    this.notify([userId], SOCKET_EVENTS.notificationCount, counts);
    return counts;
  }
}
