import { releasePickUp, type ReleasePickUpDeps } from '../remotes/releasePickUp';

// A release reaches a visitor on their next navigation, never while they stay on a page or are in
// the middle of a task, and a navigation asks at most every minIntervalMs.

function setUp(changed: boolean, over: Partial<ReleasePickUpDeps> = {}) {
  let t = 0;
  const reload = jest.fn();
  const asked = jest.fn(async () => changed);
  const deps: ReleasePickUpDeps = { now: () => t, reload, busy: () => false, minIntervalMs: 10_000, ...over };
  const navigate = releasePickUp({ changed: asked }, deps);
  return { navigate, reload, asked, later: (ms: number) => void (t += ms) };
}
const settle = () => new Promise((r) => setTimeout(r, 0));

it('the page’s own start is not a navigation; the next one after a release reloads', async () => {
  const s = setUp(true);
  s.navigate();
  await settle();
  expect(s.asked).not.toHaveBeenCalled();
  s.later(11_000);
  s.navigate();
  await settle();
  expect(s.reload).toHaveBeenCalledTimes(1);
});

it('no release: nothing reloads, and navigations ask at most every interval', async () => {
  const s = setUp(false);
  s.navigate();
  s.later(11_000);
  s.navigate();
  s.later(1_000);
  s.navigate();
  await settle();
  expect(s.asked).toHaveBeenCalledTimes(1);
  expect(s.reload).not.toHaveBeenCalled();
});

it('a person in the middle of a task is never reloaded', async () => {
  let busy = true;
  const s = setUp(true, { busy: () => busy });
  s.navigate();
  s.later(11_000);
  s.navigate();
  await settle();
  expect(s.reload).not.toHaveBeenCalled();
  busy = false;
  s.navigate();
  await settle();
  expect(s.reload).toHaveBeenCalledTimes(1);
});
