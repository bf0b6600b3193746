import { useEffect, useState } from 'react';
import { countryApi } from '@venues/api-client';
import { FALLBACK_BACKGROUND } from '@venues/contracts';
import { pickCountry } from './countryPhoto';

export type CountrySettingState =
  | { status: 'loading' }
  | { status: 'ready'; photo: string; name?: string }
  // The hero still works on an error: it shows the fallback photo.
  | { status: 'error'; photo: string };

/** Loads the country settings once per storefront and picks this storefront's photo and name. */
export function useCountrySetting(country: string): CountrySettingState {
  const [state, setState] = useState<CountrySettingState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    countryApi.list().then(
      (list) => {
        if (live) setState({ status: 'ready', ...pickCountry(list, country) });
      },
      () => {
        if (live) setState({ status: 'error', photo: FALLBACK_BACKGROUND });
      },
    );
    return () => {
      live = false;
    };
  }, [country]);
  return state;
}
