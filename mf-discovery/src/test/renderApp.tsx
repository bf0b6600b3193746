import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LocationProbe } from '@venues/mf-kit/testing';
import { AppRoutes } from '../AppRoutes';

/** The whole remote's routes at `url`, with a probe (data-testid "location") showing where it went. */
export function renderApp(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <AppRoutes />
      <LocationProbe />
    </MemoryRouter>,
  );
}
