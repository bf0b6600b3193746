import { OWNERSHIP_TRANSFER_DAYS } from '@venues/contracts';
import { render, type Brand, type RenderedMail } from './templates';

/** The venue team's mails (docs/team.md): the ownership transfer link, and the news once accepted. */
export const teamTemplates = {
  /** To the person offered the ownership: the link to accept it. */
  ownershipTransfer(brand: Brand, p: { name: string; from: string; organization: string; url: string }): RenderedMail {
    return render('ownership-transfer', brand, `${p.from} wants to hand ${p.organization} over to you on ${brand.productName}`, p.name, {
      paragraphs: [
        `${p.from} offers you the ownership of ${p.organization} on ${brand.productName}.`,
        `As the owner you manage its venues, team, sales and payouts, and you alone can hand it over again. ${p.from} stays in the team as a venue admin.`,
      ],
      action: { label: 'Review and accept', url: p.url },
      after: [
        `The link works for ${OWNERSHIP_TRANSFER_DAYS} days and only when you are signed in with this address.`,
        'If you were not expecting this, ignore this e-mail: nothing changes until you accept.',
      ],
    });
  },

  /** To the new owner, once they accepted. */
  ownershipAccepted(brand: Brand, p: { name: string; from: string; organization: string; url: string }): RenderedMail {
    return render('ownership-transferred', brand, `You now own ${p.organization} on ${brand.productName}`, p.name, {
      paragraphs: [`You accepted the ownership of ${p.organization}. ${p.from} is now a venue admin of the team.`],
      action: { label: `Go to ${brand.productName}`, url: p.url },
    });
  },

  /** To the old owner, once the new owner accepted. */
  ownershipHandedOver(brand: Brand, p: { name: string; to: string; organization: string; url: string }): RenderedMail {
    return render('ownership-transferred', brand, `${p.organization} now belongs to ${p.to} on ${brand.productName}`, p.name, {
      paragraphs: [
        `${p.to} accepted the ownership of ${p.organization}. You stay in the team as a venue admin: you keep working on its venues, calendar, enquiries and sales.`,
      ],
      action: { label: `Go to ${brand.productName}`, url: p.url },
      after: ['If you did not offer the ownership, contact us right away.'],
    });
  },
};
