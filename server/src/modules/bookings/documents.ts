import PDFDocument from 'pdfkit';
import { DOCUMENT_PREFIXES, type DocumentKind, type OfferLine, type OfferTaxLine } from '@venues/contracts';
import { moneyText } from '../../lib/money';

// Tax invoices, receipts and credit notes as PDF (pdfkit). Rendered once, when issued, and stored
// (documents.pdf): a document is never drawn again, so it cannot change after the fact.

export interface DocumentContent {
  kind: DocumentKind;
  number: string;
  issuedAt: Date;
  /** The venue's zone: dates print as the venue's calendar shows them. */
  timeZone: string;
  platform: string;
  seller: { name: string; venue: string; address: string; taxRegistrationNumber: string };
  buyer: { name: string; email: string; address: string };
  bookingReference: string;
  event: { space: string; startAt: Date; endAt: Date; guests: number };
  lines: OfferLine[];
  subtotalMinor: number;
  taxes: OfferTaxLine[];
  totalMinor: number;
  currency: string;
  /** Receipts: how it was paid. */
  payment?: { cardLast4: string | null; paidAt: Date; provider: string };
  /** Credit notes: the invoice it corrects and why. */
  credit?: { invoiceNumber: string; reason: string };
}

const TITLES: Record<DocumentKind, string> = { invoice: 'Tax invoice', receipt: 'Receipt', credit_note: 'Credit note' };

/** "INV-SG-2026-000001". */
export const documentNumber = (kind: DocumentKind, country: string, year: number, seq: number): string =>
  `${DOCUMENT_PREFIXES[kind]}-${country.toUpperCase()}-${year}-${String(seq).padStart(6, '0')}`;

/** An amount as the site writes it ("SGD 1,090.00"): lib/money's moneyText, geo's money() (docs/adr/0102-accept-and-pay.md). */
export const money = (minor: number, currency: string): string => moneyText(minor, currency);

const when = (d: Date, timeZone: string, time = true) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', ...(time ? { hour: '2-digit', minute: '2-digit' } : {}), timeZone }).format(d);

/** Renders a document; the bytes depend only on `c` (the creation date is the issue date). */
export function renderDocument(c: DocumentContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${TITLES[c.kind]} ${c.number}`, Author: c.platform, Creator: c.platform, Producer: c.platform, CreationDate: c.issuedAt },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (b: Buffer) => chunks.push(b));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = 50;
  const right = 545;
  const sign = c.kind === 'credit_note' ? -1 : 1;
  const amount = (m: number) => money(sign * m, c.currency);

  doc.font('Helvetica-Bold').fontSize(20).text(TITLES[c.kind], left, 50);
  doc.font('Helvetica').fontSize(10).text(`No. ${c.number}`, left, 78);
  doc.text(`Issued ${when(c.issuedAt, c.timeZone, false)}`, left, 92);
  doc.text(`Booking ${c.bookingReference}`, left, 106);
  if (c.credit) doc.text(`Corrects invoice ${c.credit.invoiceNumber}`, left, 120);
  doc.font('Helvetica-Bold').text(c.platform, 350, 50, { width: 195, align: 'right' });

  const partyTop = 150;
  doc.font('Helvetica-Bold').fontSize(10).text('From', left, partyTop);
  doc.font('Helvetica').text([c.seller.name, c.seller.venue, c.seller.address, c.seller.taxRegistrationNumber ? `Tax registration no. ${c.seller.taxRegistrationNumber}` : ''].filter(Boolean).join('\n'), left, partyTop + 14, { width: 230 });
  doc.font('Helvetica-Bold').text('To', 310, partyTop);
  doc.font('Helvetica').text([c.buyer.name, c.buyer.email, c.buyer.address].filter(Boolean).join('\n'), 310, partyTop + 14, { width: 235 });

  let y = partyTop + 90;
  doc.font('Helvetica-Bold').text('Event', left, y);
  doc
    .font('Helvetica')
    .text(`${c.event.space}, ${when(c.event.startAt, c.timeZone)} to ${when(c.event.endAt, c.timeZone)} (${c.timeZone}), ${c.event.guests} guests`, left, y + 14, { width: right - left });
  y += 50;

  // The lines: description, quantity, unit price, amount.
  const cols = { qty: 330, unit: 380, amount: 465 };
  doc.font('Helvetica-Bold');
  doc.text('Description', left, y);
  doc.text('Qty', cols.qty, y, { width: 40, align: 'right' });
  doc.text('Unit price', cols.unit, y, { width: 80, align: 'right' });
  doc.text('Amount', cols.amount, y, { width: right - cols.amount, align: 'right' });
  y += 16;
  doc.moveTo(left, y).lineTo(right, y).stroke();
  y += 6;
  doc.font('Helvetica');
  for (const l of c.lines) {
    const h = doc.heightOfString(l.description, { width: cols.qty - left - 10 });
    doc.text(l.description, left, y, { width: cols.qty - left - 10 });
    doc.text(String(l.quantity), cols.qty, y, { width: 40, align: 'right' });
    doc.text(money(l.unit_amount_minor, c.currency), cols.unit, y, { width: 80, align: 'right' });
    doc.text(amount(l.amount_minor), cols.amount, y, { width: right - cols.amount, align: 'right' });
    y += Math.max(h, 12) + 6;
  }
  doc.moveTo(left, y).lineTo(right, y).stroke();
  y += 8;

  const total = (label: string, value: string, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(label, 300, y, { width: 160, align: 'right' });
    doc.text(value, cols.amount, y, { width: right - cols.amount, align: 'right' });
    y += 16;
  };
  total('Subtotal', amount(c.subtotalMinor));
  for (const t of c.taxes) total(`${t.name} ${t.rate_percent}%${t.inclusive ? ' (included)' : ''}`, amount(t.amount_minor));
  if (!c.taxes.length) total('Tax', amount(0));
  total(c.kind === 'credit_note' ? 'Total refunded' : 'Total', amount(c.totalMinor), true);
  y += 10;

  doc.font('Helvetica').fontSize(9);
  if (c.payment) {
    doc.text(`Paid ${when(c.payment.paidAt, c.timeZone)} by card${c.payment.cardLast4 ? ` ending ${c.payment.cardLast4}` : ''} (${c.payment.provider}). Thank you.`, left, y, { width: right - left });
    y += 14;
  } else if (c.kind === 'invoice') {
    doc.text('Paid in full at booking.', left, y);
    y += 14;
  }
  if (c.credit) doc.text(`Refund: ${c.credit.reason}. The amount is paid back to the card used.`, left, y, { width: right - left });
  doc.end();
  return done;
}
