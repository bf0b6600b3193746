import { storefrontName } from '../storefrontNames';
import { STOREFRONTS, storefrontFor } from '../storefronts';

test('every storefront with written content is named as storefrontName names it', () => {
  for (const [code, store] of Object.entries(STOREFRONTS)) expect(storefrontName(code)).toEqual({ code: store.code, name: store.name, inName: store.inName });
  expect(storefrontName('GB')).toEqual({ code: 'gb', name: 'United Kingdom', inName: 'the United Kingdom' });
});

test('a storefront without written content is named after its country, or its code', () => {
  expect(storefrontName('vn', 'Vietnam')).toEqual({ code: 'vn', name: 'Vietnam', inName: 'Vietnam' });
  expect(storefrontName('vn')).toEqual({ code: 'vn', name: 'VN', inName: 'VN' });
  expect(storefrontFor('vn', 'Vietnam')).toEqual({ code: 'vn', name: 'Vietnam', inName: 'Vietnam', places: [], governingLaw: 'the laws of Vietnam', courts: 'the courts of Vietnam' });
});
