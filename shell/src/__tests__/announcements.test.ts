import { deriveRoles, type Announcement } from '@venues/contracts';
import { AnnouncementQueue, announcementQueryFor, announcementTarget, closedThisVisit, isAnnouncementListPath, isTaskPath } from '../announcements/announcementRules';

function a(id: string, over: Partial<Announcement> = {}): Announcement {
  return {
    _id: id,
    title: `T${id}`,
    description: 'd',
    attachment: null,
    active: true,
    viewed: false,
    target: 'ALL',
    target_device: 'ALL',
    createdAt: '',
    updatedAt: '',
    ...over,
  };
}

describe('announcement query', () => {
  const user = deriveRoles({ role: ['USER'] });
  const owner = deriveRoles({ role: ['VENUE_OWNER'] });
  const lister = deriveRoles({ role: ['VENUE_LISTER'], assigned_roles: 4 });
  const admin = deriveRoles({ role: ['ADMIN'] });

  it('targets per role', () => {
    expect(announcementTarget(user)).toBe('ALL,USERS_ONLY');
    expect(announcementTarget(owner)).toBe('ALL,VENUE_OWNERS_ONLY');
    expect(announcementTarget(lister)).toBe('ALL,VENUE_OWNERS_ONLY');
    expect(announcementTarget(admin)).toBeNull();
    expect(announcementTarget(deriveRoles({ role: [] }))).toBeNull();
  });

  it('asks for page 1, 20 items, oldest first, active only, web devices', () => {
    expect(announcementQueryFor({ isAuthenticated: true, roles: user, pathname: '/sg' })).toEqual({
      page: 1,
      limit: 20,
      sort: '1',
      active_only: true,
      target: 'ALL,USERS_ONLY',
      target_device: 'ALL,WEB_ONLY',
    });
  });

  it('does not fetch for visitors, team admins, or on the list screen', () => {
    expect(announcementQueryFor({ isAuthenticated: false, roles: user, pathname: '/sg' })).toBeNull();
    expect(announcementQueryFor({ isAuthenticated: true, roles: admin, pathname: '/sg' })).toBeNull();
    expect(announcementQueryFor({ isAuthenticated: true, roles: user, pathname: '/sg/announcements/list' })).toBeNull();
    expect(isAnnouncementListPath('/sg/announcements/list?page=2')).toBe(true);
    expect(isAnnouncementListPath('/sg/announcements/add')).toBe(false);
  });
});

describe('AnnouncementQueue', () => {
  it('shows one at a time in order and moves on after close', () => {
    const q = new AnnouncementQueue(jest.fn().mockResolvedValue({ ok: true }));
    q.load([a('1'), a('2'), a('3')]);
    expect(q.current?._id).toBe('1');
    q.close(false);
    expect(q.current?._id).toBe('2');
    q.close(false);
    q.close(false);
    expect(q.current).toBeNull();
  });

  it('logs only when "Don\'t show me this again" was ticked', () => {
    const log = jest.fn().mockResolvedValue({ ok: true });
    const q = new AnnouncementQueue(log);
    q.load([a('1'), a('2')]);
    q.close(false);
    expect(log).not.toHaveBeenCalled();
    q.close(true);
    expect(log).toHaveBeenCalledWith('2');
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('a failed log is reported, not thrown, and the queue still moves on', async () => {
    const err = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const q = new AnnouncementQueue(jest.fn().mockRejectedValue(new Error('down')));
    q.load([a('1'), a('2')]);
    q.close(true);
    expect(q.current?._id).toBe('2');
    await new Promise((r) => setTimeout(r, 0));
    expect(err).toHaveBeenCalled();
    err.mockRestore();
  });

  it('skips announcements already viewed or inactive', () => {
    const q = new AnnouncementQueue(jest.fn());
    q.load([a('1', { viewed: true }), a('2', { active: false }), a('3')]);
    expect(q.current?._id).toBe('3');
    expect(q.remaining).toBe(1);
  });
});

describe('for the rest of the visit', () => {
  beforeEach(() => sessionStorage.clear());

  it('a closed announcement stays closed after a reload, for that user only; "don\'t show again" still logs', () => {
    const log = jest.fn().mockResolvedValue({ ok: true });
    const first = new AnnouncementQueue(log, closedThisVisit('u1'));
    first.load([a('1'), a('2')]);
    first.close(false);
    expect(log).not.toHaveBeenCalled();
    // The next page load: a new queue, the same sessionStorage.
    const again = new AnnouncementQueue(log, closedThisVisit('u1'));
    again.load([a('1'), a('2')]);
    expect(again.current?._id).toBe('2');
    again.close(true);
    expect(log).toHaveBeenCalledWith('2');
    // Another person signing in on this tab sees theirs.
    const other = new AnnouncementQueue(log, closedThisVisit('u2'));
    other.load([a('1'), a('2')]);
    expect(other.current?._id).toBe('1');
  });

  it('a new visit (an empty sessionStorage) shows it again', () => {
    const q = new AnnouncementQueue(jest.fn().mockResolvedValue({ ok: true }), closedThisVisit('u1'));
    q.load([a('1')]);
    q.close(false);
    sessionStorage.clear();
    const next = new AnnouncementQueue(jest.fn(), closedThisVisit('u1'));
    next.load([a('1')]);
    expect(next.current?._id).toBe('1');
  });
});

describe('pages of a task', () => {
  it.each([
    '/sg/enquiries/new',
    '/sg/enquiries/e1/custom-offer',
    '/sg/enquiries/e1/view-offer/o1',
    '/sg/enquiries/e1/view-offer/o1/review-payment',
    '/sg/enquiries/e1/checkout/p1',
    '/sg/enquiries/e1/cancel-booking_draft',
    '/sg/venues/management/new-venue',
    '/sg/venues/management/venue/v1/location',
  ])('%s holds announcements back', (path) => expect(isTaskPath(path)).toBe(true));

  it.each(['/sg', '/sg/venues', '/sg/venues/harbour-loft', '/sg/enquiries', '/sg/enquiries/e1', '/sg/venues/management'])(
    '%s does not',
    (path) => expect(isTaskPath(path)).toBe(false),
  );
});
