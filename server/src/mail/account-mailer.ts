import { DEFAULT_COUNTRY } from '@venues/contracts';
import type { MailAttachment, TenantRow } from '../db/schema';
import type { Mailer } from '../plugins/mail';
import { templates, type Brand, type RenderedMail } from './templates';

/** The site's links that mails carry, all built from PUBLIC_URL (never from a request's Host). */
export class SiteLinks {
  constructor(readonly base: string) {}
  verifyEmail = (token: string) => `${this.base}/verify-email/${token}`;
  passwordReset = (token: string) => `${this.base}/forgot-password/password-reset/${token}`;
  forgotPassword = () => `${this.base}/forgot-password`;
  completeProfile = (token: string) => `${this.base}/signup/complete-profile/${token}`;
  transferOwnership = (token: string) => `${this.base}/callback/venue/transfer-ownership/${token}`;
  home = (country: string) => `${this.base}/${country || DEFAULT_COUNTRY}`;
  signIn = (country: string) => `${this.base}/${country || DEFAULT_COUNTRY}/login`;
  contactUs = (country: string) => `${this.base}/${country || DEFAULT_COUNTRY}/contact-us`;
  notificationSettings = (country: string) => `${this.base}/${country || DEFAULT_COUNTRY}/profile/notifications`;
  googleCallback = () => `${this.base}/callback/google`;
}

/** Renders a template with the tenant's brand and hands it to the mailer. */
export class AccountMailer {
  readonly links: SiteLinks;
  constructor(
    private readonly mailer: Mailer,
    publicUrl: string,
  ) {
    this.links = new SiteLinks(publicUrl);
  }

  brand(tenant: Pick<TenantRow, 'productName'>): Brand {
    return { productName: tenant.productName, siteUrl: this.links.base };
  }

  send(tenant: Pick<TenantRow, 'id' | 'productName'>, to: string, build: (brand: Brand, t: typeof templates) => RenderedMail, attachments?: MailAttachment[]): Promise<boolean> {
    const mail = build(this.brand(tenant), templates);
    return this.mailer.send({ ...mail, to, fromName: tenant.productName, tenantId: tenant.id, attachments });
  }

  /** Work that ends in a mail, after the answer (Mailer.later): the answer's timing tells nothing. */
  later(label: string, work: () => Promise<unknown>): void {
    this.mailer.later(label, work);
  }
}
