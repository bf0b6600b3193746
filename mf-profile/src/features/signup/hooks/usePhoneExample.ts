import { useCallback, useState } from 'react';

/**
 * The storefront's example mobile number for the phone field's hint. libphonenumber-js's examples
 * are about 30 KB gzip, so they download when the field is first focused (`load`), not with the
 * page; until then the hint asks for the country code.
 */
export function usePhoneExample(country: string): { example: string | undefined; load: () => void } {
  const [example, setExample] = useState<{ country: string; value: string | undefined } | null>(null);
  const load = useCallback(() => {
    if (example?.country === country) return;
    import(/* webpackChunkName: "phone-examples" */ '@venues/geo')
      .then(({ examplePhone }) => setExample({ country, value: examplePhone(country) }))
      // Offline: the hint keeps asking for the country code; the number is still checked on submit.
      .catch(() => undefined);
  }, [country, example]);
  return { example: example?.country === country ? example.value : undefined, load };
}
