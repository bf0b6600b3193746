/** @jest-environment node */
import { lazy, Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { pageCallKey, takePageCall } from '@venues/contracts';
import { defineServerRender } from '../ssr';

// A remote's server render (docs/ssr.md), drawn as the API server asks for it: no DOM here.

function Venue() {
  const { search } = useLocation();
  const answer = takePageCall(pageCallKey('/v1/venues/the-loft')) as { data: { name: string } } | undefined;
  return <h1>{answer ? answer.data.name : 'Loading'}{search}</h1>;
}
const LazyVenue = lazy(async () => ({ default: Venue }));
function Broken(): never {
  throw new Error('window is not defined');
}
const LazyBroken = lazy(async () => ({ default: Broken }));

function App() {
  return (
    <Suspense fallback={<p>Loading the page</p>}>
      <Routes>
        <Route path="/:country/venues/:venue" element={<LazyVenue />} />
        <Route path="/:country/broken" element={<LazyBroken />} />
        <Route path="/:country/favorites" element={<p>Yours</p>} />
      </Routes>
    </Suspense>
  );
}

const render = defineServerRender({
  name: 'mf-test',
  App,
  antd: 'pages',
  routes: ['/:country/venues/:venue', '/:country/broken', '/:country/:page'],
  clientOnly: ['/:country/favorites'],
});
const data = { '/v1/venues/the-loft': { data: { name: 'The Loft' } } };

describe('defineServerRender', () => {
  it('draws a lazy page whole, with the page data of that call, at the URL with its query', async () => {
    const out = await render({ url: '/sg/venues/the-loft?guests=20', data });
    expect(out?.html).toContain('<h1>The Loft<!-- -->?guests=20</h1>');
    expect(out?.html).not.toContain('Loading');
  });

  it('gives each draw its own copy of the data, and none outside a draw', async () => {
    await render({ url: '/sg/venues/the-loft', data });
    expect((await render({ url: '/sg/venues/the-loft', data }))?.html).toContain('The Loft');
    expect((await render({ url: '/sg/venues/the-loft', data: {} }))?.html).toContain('<h1>Loading</h1>');
    expect(takePageCall('/v1/venues/the-loft', undefined)).toBeUndefined();
  });

  it('leaves client-only and unlisted routes to the browser', async () => {
    expect(await render({ url: '/sg/favorites', data })).toBeNull();
    expect(await render({ url: '/sg/venues/the-loft/photos', data })).toBeNull();
  });

  it('throws with the component’s error rather than serving a half-drawn page', async () => {
    await expect(render({ url: '/sg/broken', data })).rejects.toThrow(/mf-test could not draw \/sg\/broken on the server: Error: window is not defined/);
  });
});
