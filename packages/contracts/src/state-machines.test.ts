import { type Actor, type Machine, TRANSACTION_MACHINES, STATE_ERROR_CODES, enquiryMachine, offerMachine, venueMachine } from './state-machines';

const ACTORS: Actor[] = ['customer', 'venue', 'admin', 'system'];

/**
 * Every legal step, written out by hand as `state --event--> next : actors`. The test checks that each
 * machine allows exactly these and refuses every other (state, event, actor) with the right answer.
 */
const LEGAL: Record<keyof typeof TRANSACTION_MACHINES, string[]> = {
  enquiry: [
    'open --send_offer--> offer_sent : venue',
    'offer_sent --send_offer--> offer_sent : venue',
    'offer_sent --offers_settled--> open : system',
    'open --book--> booked : system',
    'offer_sent --book--> booked : system',
    'booked --booking_cancelled--> open : system',
    'open --close--> closed : customer venue',
    'offer_sent --close--> closed : customer venue',
    'closed --reopen--> open : customer venue',
    'closed --archive--> archived : customer venue',
    'booked --archive--> archived : customer venue',
    'archived --unarchive--> closed : customer venue',
  ],
  offer: [
    'pending --accept--> accepted : customer',
    'pending --decline--> declined : customer',
    'pending --supersede--> updated : venue',
    'pending --cancel--> cancelled : venue',
    'accepted --cancel--> cancelled : venue',
    'pending --expire--> expired : system',
    'accepted --expire--> expired : system',
    'accepted --pay--> paid : system',
    'expired --pay--> paid : system',
  ],
  bookingRequest: [
    'requested --accept--> accepted : venue',
    'requested --decline--> declined : venue',
    'requested --expire--> expired : system',
  ],
  payment: [
    'requires_payment --submit--> processing : customer system',
    'processing --require_action--> requires_action : system',
    'requires_action --confirm_action--> processing : customer system',
    'processing --succeed--> succeeded : system',
    'processing --fail--> failed : system',
    'requires_action --fail--> failed : system',
    'failed --retry--> requires_payment : customer system',
    'succeeded --refund_part--> partially_refunded : system',
    'partially_refunded --refund_part--> partially_refunded : system',
    'succeeded --refund_all--> refunded : system',
    'partially_refunded --refund_all--> refunded : system',
  ],
  booking: ['confirmed --complete--> completed : system', 'confirmed --cancel--> cancelled : customer venue admin system'],
  refund: ['pending --succeed--> succeeded : system', 'pending --fail--> failed : system', 'failed --retry--> pending : system admin'],
  extraCharge: [
    'requested --pay--> paid : system',
    'requested --decline--> declined : customer',
    'requested --cancel--> cancelled : venue',
  ],
  venue: [
    'draft --submit--> for_approval : venue',
    'rejected --submit--> for_approval : venue',
    'published --resubmit--> for_approval : venue',
    'for_approval --approve--> published : admin',
    'for_approval --reject--> rejected : admin',
    'published --suspend--> suspended : admin',
    'suspended --unsuspend--> published : admin',
    'published --archive--> archived : venue',
    'archived --restore--> draft : venue',
    ...['draft', 'for_approval', 'published', 'rejected', 'suspended', 'archived'].map((s) => `${s} --request_deletion--> for_deletion : venue`),
  ],
};

function parseLine(line: string) {
  const m = /^(\w+) --(\w+)--> (\w+) : (.+)$/.exec(line);
  if (!m) throw new Error(`bad line ${line}`);
  const [, from, event, to, by] = m as unknown as [string, string, string, string, string];
  return { from, event, to, by: by.split(' ') as Actor[] };
}

describe.each(Object.entries(TRANSACTION_MACHINES))('%s machine', (name, machine) => {
  const m = machine as unknown as Machine<string, string>;
  const legal = LEGAL[name as keyof typeof LEGAL].map(parseLine);

  const cases = m.states.flatMap((state) => m.events.flatMap((event) => ACTORS.map((actor) => ({ state, event, actor }))));

  test.each(cases)('$state --$event--> by $actor', ({ state, event, actor }) => {
    const rule = legal.find((l) => l.from === state && l.event === event);
    const result = m.check(state, event, actor);
    if (!rule) {
      expect(result).toEqual({ ok: false, reason: 'state', code: `${m.code}_${state.toUpperCase()}` });
    } else if (!rule.by.includes(actor)) {
      expect(result).toEqual({ ok: false, reason: 'actor', code: 'FORBIDDEN' });
    } else {
      expect(result).toEqual({ ok: true, to: rule.to });
    }
  });

  test('the hand-written table names only real states and events', () => {
    for (const l of legal) {
      expect(m.states).toContain(l.from);
      expect(m.states).toContain(l.to);
      expect(m.events).toContain(l.event);
    }
  });

  test('final states have no way out, every other state has one, every state is reachable', () => {
    for (const s of m.states) {
      const out = legal.filter((l) => l.from === s);
      if (m.final.includes(s)) expect(out).toEqual([]);
      else expect(out.length).toBeGreaterThan(0);
    }
    const seen = new Set([m.initial]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const l of legal) {
        if (seen.has(l.from) && !seen.has(l.to)) {
          seen.add(l.to);
          grew = true;
        }
      }
    }
    expect([...seen].sort()).toEqual([...m.states].sort());
  });
});

test('available() lists what an actor may do next, in definition order', () => {
  expect(offerMachine.available('pending', 'customer')).toEqual(['accept', 'decline']);
  expect(offerMachine.available('pending', 'venue')).toEqual(['supersede', 'cancel']);
  expect(offerMachine.available('paid', 'venue')).toEqual([]);
  expect(enquiryMachine.available('closed', 'customer')).toEqual(['reopen', 'archive']);
  expect(venueMachine.available('published', 'venue')).toEqual(['resubmit', 'archive', 'request_deletion']);
});

test('state error codes are unique and name the state', () => {
  expect(new Set(STATE_ERROR_CODES).size).toBe(STATE_ERROR_CODES.length);
  expect(STATE_ERROR_CODES).toEqual(expect.arrayContaining(['OFFER_EXPIRED', 'ENQUIRY_CLOSED', 'BOOKING_REQUEST_DECLINED', 'PAYMENT_SUCCEEDED']));
});
