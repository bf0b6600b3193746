import { render, type Brand, type RenderedMail } from './templates';

/**
 * The administrators' decisions, told to the people concerned (docs/admin.md "Venue review" and
 * "Ratings"): a venue's owner hears of approval, rejection, suspension and restoring; a review's
 * author hears that it was hidden or shown again. A reason given is quoted as written.
 */
export const moderationTemplates = {
  /** To the venue's owner: it is on the site. */
  venueApproved(brand: Brand, p: { name: string; venue: string; url: string }): RenderedMail {
    return render('venue-approved', brand, `${p.venue} is live on ${brand.productName}`, p.name, {
      paragraphs: [`${p.venue} was approved and is now on ${brand.productName}: customers find it in search and can send enquiries.`],
      action: { label: 'See the venue', url: p.url },
    });
  },

  /** To the venue's owner: not approved, and why. */
  venueRejected(brand: Brand, p: { name: string; venue: string; reason: string; url: string }): RenderedMail {
    return render('venue-rejected', brand, `${p.venue} needs changes before it goes live`, p.name, {
      paragraphs: [`${p.venue} was not approved. The reviewer's reason:`, p.reason, 'Make the changes and submit the venue again: it is reviewed once more.'],
      action: { label: 'Edit the venue', url: p.url },
    });
  },

  /** To the venue's owner: off the site until restored, and why. */
  venueSuspended(brand: Brand, p: { name: string; venue: string; reason: string; url: string }): RenderedMail {
    return render('venue-suspended', brand, `${p.venue} is suspended on ${brand.productName}`, p.name, {
      paragraphs: [
        `${p.venue} was suspended: it no longer shows in search and its page is not available. Its bookings carry on.`,
        `The reason: ${p.reason}`,
      ],
      action: { label: 'Open your venues', url: p.url },
      after: ['Reply to this e-mail if you want to talk to us about it.'],
    });
  },

  /** To the venue's owner: back on the site. */
  venueRestored(brand: Brand, p: { name: string; venue: string; reason: string; url: string }): RenderedMail {
    return render('venue-restored', brand, `${p.venue} is back on ${brand.productName}`, p.name, {
      paragraphs: [`${p.venue} is no longer suspended: it shows in search again and customers can send enquiries.`, ...(p.reason ? [`The note: ${p.reason}`] : [])],
      action: { label: 'See the venue', url: p.url },
    });
  },

  /** To a review's author: hidden from the venue's page, and why. */
  reviewHidden(brand: Brand, p: { name: string; venue: string; reason: string; url: string }): RenderedMail {
    return render('review-hidden', brand, `Your review of ${p.venue} was hidden`, p.name, {
      paragraphs: [`Your review of ${p.venue} no longer shows on the venue's page and does not count in its rating.`, `The reason: ${p.reason}`],
      action: { label: 'See the venue', url: p.url },
      after: ['Reply to this e-mail if you think this was a mistake.'],
    });
  },

  /** To a review's author: shown again. */
  reviewRestored(brand: Brand, p: { name: string; venue: string; reason: string; url: string }): RenderedMail {
    return render('review-restored', brand, `Your review of ${p.venue} is shown again`, p.name, {
      paragraphs: [`Your review of ${p.venue} shows on the venue's page again and counts in its rating.`, ...(p.reason ? [`The note: ${p.reason}`] : [])],
      action: { label: 'See the venue', url: p.url },
    });
  },
};
