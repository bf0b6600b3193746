import { containerId, remoteContainer } from '../domElement';

describe('remoteContainer', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('creates the single-spa container inside #remote-slot', () => {
    document.body.innerHTML = '<header></header><main id="remote-slot"></main>';
    const el = remoteContainer('mf-discovery');
    expect(el.id).toBe('single-spa-application:mf-discovery');
    expect(el.parentElement?.id).toBe('remote-slot');
  });

  it('reuses an existing container instead of adding a second one', () => {
    document.body.innerHTML = '<main id="remote-slot"></main>';
    const a = remoteContainer('mf-profile');
    const b = remoteContainer('mf-profile');
    expect(a).toBe(b);
    expect(document.querySelectorAll(`[id="${containerId('mf-profile')}"]`)).toHaveLength(1);
  });

  it('falls back to document.body without a slot', () => {
    const el = remoteContainer('mf-admin');
    expect(el.parentElement).toBe(document.body);
  });
});
