import escapeHtml from 'escape-html';
import { TOKEN_LIFETIMES } from '@venues/contracts';

/**
 * Account mails, each as HTML and plain text, branded with the tenant's product name. Every value
 * that comes from a person (names, addresses, organization names) is escaped in the HTML; links
 * are built by the server from PUBLIC_URL only.
 */

export interface Brand {
  /** The tenant's product name, e.g. "Venuely". */
  productName: string;
  /** PUBLIC_URL, no trailing slash. */
  siteUrl: string;
}

export interface RenderedMail {
  template: TemplateName;
  subject: string;
  text: string;
  html: string;
}

export type TemplateName =
  | 'verify-email'
  | 'welcome'
  | 'password-reset'
  | 'password-changed'
  | 'email-change-verify'
  | 'email-change-notice'
  | 'email-changed-by-admin'
  | 'already-registered'
  | 'team-invitation'
  | 'team-invitation-existing'
  | 'ownership-transfer'
  | 'ownership-transferred'
  | 'venue-approved'
  | 'venue-rejected'
  | 'venue-suspended'
  | 'venue-restored'
  | 'review-hidden'
  | 'review-restored'
  | 'notification';

interface Block {
  /** Paragraphs; plain text, escaped for HTML. */
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Small print after the button. */
  after?: string[];
}

const COLOR = '#0f766e'; // the site's teal

/** One layout for every mail: the product name on top, paragraphs, one button, small print. */
export function render(template: TemplateName, brand: Brand, subject: string, greetingName: string, block: Block): RenderedMail {
  const hello = greetingName ? `Hi ${greetingName},` : 'Hi,';
  const footer = `${brand.productName} · ${brand.siteUrl}`;
  const textParts = [hello, '', ...block.paragraphs.flatMap((p) => [p, ''])];
  if (block.action) textParts.push(`${block.action.label}: ${block.action.url}`, '');
  for (const p of block.after ?? []) textParts.push(p, '');
  textParts.push('—', footer);

  const e = escapeHtml;
  const para = (p: string, small = false) =>
    `<p style="margin:0 0 16px;${small ? 'font-size:13px;color:#5b6770;' : ''}">${e(p)}</p>`;
  const button = block.action
    ? `<p style="margin:24px 0;"><a href="${e(block.action.url)}" style="background:${COLOR};color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;display:inline-block;font-weight:600;">${e(block.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#5b6770;">If the button does not work, copy this address into your browser:<br><a href="${e(block.action.url)}" style="color:${COLOR};word-break:break-all;">${e(block.action.url)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f6f7;font-family:'DM Sans',Arial,sans-serif;color:#1f2a30;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f6f7;padding:24px 0;"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;padding:32px;">
<tr><td style="font-size:20px;font-weight:700;color:${COLOR};padding-bottom:24px;">${e(brand.productName)}</td></tr>
<tr><td style="font-size:15px;line-height:1.6;">
${para(hello)}
${block.paragraphs.map((p) => para(p)).join('\n')}
${button}
${(block.after ?? []).map((p) => para(p, true)).join('\n')}
</td></tr>
<tr><td style="border-top:1px solid #e3e8ea;padding-top:16px;font-size:12px;color:#8a969c;">${e(footer)}</td></tr>
</table></td></tr></table>
</body></html>`;
  return { template, subject, text: textParts.join('\n'), html };
}

const hours = (h: number) => (h === 1 ? '1 hour' : `${h} hours`);

export const templates = {
  verifyEmail(brand: Brand, p: { name: string; url: string }): RenderedMail {
    return render('verify-email', brand, `Confirm your e-mail address for ${brand.productName}`, p.name, {
      paragraphs: [`Thanks for signing up to ${brand.productName}. Confirm your e-mail address to finish creating your account.`],
      action: { label: 'Confirm my e-mail address', url: p.url },
      after: [`The link works for ${hours(TOKEN_LIFETIMES.verifyEmailHours)}.`, `If you did not sign up to ${brand.productName}, ignore this e-mail: no account is made without the confirmation.`],
    });
  },

  welcome(brand: Brand, p: { name: string; url: string; venue: boolean }): RenderedMail {
    return render('welcome', brand, `Welcome to ${brand.productName}`, p.name, {
      paragraphs: [
        'Your e-mail address is confirmed and your account is ready.',
        p.venue
          ? 'Sign in to list your first venue: add photos, spaces and prices, and start receiving enquiries.'
          : 'Sign in to find venues for meetings, parties and workshops, save favourites and send enquiries.',
      ],
      action: { label: `Go to ${brand.productName}`, url: p.url },
    });
  },

  passwordReset(brand: Brand, p: { name: string; url: string }): RenderedMail {
    return render('password-reset', brand, `Reset your ${brand.productName} password`, p.name, {
      paragraphs: ['We received a request to reset the password of your account. Choose a new password with the button below.'],
      action: { label: 'Choose a new password', url: p.url },
      after: [
        `The link works for ${hours(TOKEN_LIFETIMES.passwordResetHours)} and only once.`,
        'If you did not ask for this, ignore this e-mail: your password stays as it is.',
      ],
    });
  },

  passwordChanged(brand: Brand, p: { name: string; resetUrl: string }): RenderedMail {
    return render('password-changed', brand, `Your ${brand.productName} password was changed`, p.name, {
      paragraphs: ['The password of your account was just changed, and you were signed out everywhere else.'],
      after: [`If this was not you, reset your password now at ${p.resetUrl} and contact us.`],
    });
  },

  emailChangeVerify(brand: Brand, p: { name: string; url: string; newEmail: string }): RenderedMail {
    return render('email-change-verify', brand, `Confirm your new e-mail address for ${brand.productName}`, p.name, {
      paragraphs: [`You asked to use ${p.newEmail} for your ${brand.productName} account. Confirm it to make the change.`],
      action: { label: 'Confirm my new address', url: p.url },
      after: [`The link works for ${hours(TOKEN_LIFETIMES.verifyEmailHours)}. Until then you keep signing in with your current address.`],
    });
  },

  emailChangeNotice(brand: Brand, p: { name: string; newEmail: string; resetUrl: string }): RenderedMail {
    return render('email-change-notice', brand, `Your ${brand.productName} e-mail address is being changed`, p.name, {
      paragraphs: [
        `Someone signed in to your account asked to change its e-mail address to ${p.newEmail}. The change happens when the link sent to that address is used.`,
      ],
      after: [`If this was not you, reset your password at ${p.resetUrl} right away: the change will not happen while you act.`],
    });
  },

  emailChangedByAdmin(brand: Brand, p: { name: string; admin: string; oldEmail: string; newEmail: string; contactUrl: string }): RenderedMail {
    return render('email-changed-by-admin', brand, `Your ${brand.productName} e-mail address was changed`, p.name, {
      paragraphs: [
        `${p.admin}, an administrator of ${brand.productName}, changed the e-mail address of your account from ${p.oldEmail} to ${p.newEmail}.`,
        `Your account now signs in and receives its mail at ${p.newEmail}. You were signed out everywhere, and links we sent to this address before no longer work.`,
      ],
      after: [`If you did not ask for this, tell us right away at ${p.contactUrl} and give this address: we will undo the change.`],
    });
  },

  alreadyRegistered(brand: Brand, p: { name: string; signInUrl: string; resetUrl: string }): RenderedMail {
    return render('already-registered', brand, `You already have a ${brand.productName} account`, p.name, {
      paragraphs: [
        `Someone, probably you, tried to sign up to ${brand.productName} with this e-mail address. You already have an account, so nothing was changed.`,
      ],
      action: { label: 'Sign in', url: p.signInUrl },
      after: [`Forgot your password? Choose a new one at ${p.resetUrl}`, 'If this was not you, you can ignore this e-mail.'],
    });
  },

  teamInvitation(brand: Brand, p: { name: string; inviter: string; organization: string; role: string; url: string }): RenderedMail {
    return render('team-invitation', brand, `${p.inviter} invited you to ${p.organization} on ${brand.productName}`, p.name, {
      paragraphs: [`${p.inviter} invited you to join ${p.organization} on ${brand.productName} as ${p.role}. Set your name and password to accept.`],
      action: { label: 'Accept the invitation', url: p.url },
      after: [`The invitation works for ${TOKEN_LIFETIMES.inviteDays} days. If you were not expecting it, ignore this e-mail.`],
    });
  },

  /** A team invitation to an address that already has an account: nothing changes, the person is told. */
  teamInvitationExisting(brand: Brand, p: { name: string; inviter: string; organization: string; signInUrl: string }): RenderedMail {
    return render('team-invitation-existing', brand, `${p.inviter} tried to add you to ${p.organization} on ${brand.productName}`, p.name, {
      paragraphs: [
        `${p.inviter} tried to add this e-mail address to the team of ${p.organization} on ${brand.productName}. It already has a ${brand.productName} account, so nothing was changed.`,
        `To join that team with this address, talk to ${p.inviter}; to use your account, sign in.`,
      ],
      action: { label: 'Sign in', url: p.signInUrl },
      after: ['If you were not expecting this, you can ignore this e-mail.'],
    });
  },

  notification(brand: Brand, p: { name: string; subject: string; body: string; url?: string; settingsUrl: string }): RenderedMail {
    return render('notification', brand, p.subject, p.name, {
      paragraphs: [p.body],
      action: p.url ? { label: 'Open', url: p.url } : undefined,
      after: [`Choose which e-mails you receive in your notification settings: ${p.settingsUrl}`],
    });
  },
};
