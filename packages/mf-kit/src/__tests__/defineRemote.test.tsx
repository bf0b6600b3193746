import { waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { defineRemote } from '../defineRemote';

function Hello() {
  const { pathname } = useLocation();
  return <p>hello from {pathname}</p>;
}

function Broken(): never {
  throw new Error('kaboom');
}

const props = (name: string) => ({ name, singleSpa: {}, mountParcel: jest.fn() }) as never;

// single-spa-react resolves mount() from an effect; under act() that effect waits for the
// awaited act to finish — a deadlock. Drive it like the browser does instead.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

describe('defineRemote', () => {
  beforeEach(() => {
    document.body.innerHTML = '<main id="remote-slot"></main>';
    window.history.replaceState(null, '', '/sg/about-us');
  });

  it('mounts the app with its router into #single-spa-application:<name> and unmounts it', async () => {
    const app = defineRemote({ name: 'mf-test', App: Hello });
    await app.bootstrap(props('mf-test'));
    await app.mount(props('mf-test'));
    const el = document.getElementById('single-spa-application:mf-test');
    expect(el?.parentElement?.id).toBe('remote-slot');
    await waitFor(() => expect(el).toHaveTextContent('hello from /sg/about-us'));
    await app.unmount(props('mf-test'));
    expect(document.getElementById('single-spa-application:mf-test')?.textContent ?? '').toBe('');
  });

  it('hydrates the HTML the server drew (same nodes, no warning), once; a later mount renders', async () => {
    const { renderToString } = await import('react-dom/server');
    const { StaticRouter } = await import('react-router-dom');
    const { createRemoteRoot } = await import('../RemoteRoot');
    const Root = createRemoteRoot('mf-ssr', Hello, 'pages', ({ children }) => <StaticRouter location="/sg/about-us">{children}</StaticRouter>);
    document.body.innerHTML = `<main id="remote-slot"><div id="single-spa-application:mf-ssr" data-server-rendered>${renderToString(<Root />)}</div></main>`;
    const drawn = document.querySelector('#single-spa-application\\:mf-ssr p');
    const err = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = defineRemote({ name: 'mf-ssr', App: Hello, antd: 'pages' });
    await app.bootstrap(props('mf-ssr'));
    await app.mount(props('mf-ssr'));
    const el = document.getElementById('single-spa-application:mf-ssr')!;
    expect(el.hasAttribute('data-server-rendered')).toBe(false);
    await waitFor(() => expect(el).toHaveTextContent('hello from /sg/about-us'));
    expect(el.querySelector('p')).toBe(drawn); // hydrated, not drawn over
    expect(err).not.toHaveBeenCalled();
    err.mockRestore();
    await app.unmount(props('mf-ssr'));
    await app.mount(props('mf-ssr'));
    await waitFor(() => expect(el).toHaveTextContent('hello from /sg/about-us'));
    expect(el.querySelector('p')).not.toBe(drawn);
    await app.unmount(props('mf-ssr'));
  });

  it('shows the 500 view when the app throws, without escaping', async () => {
    const err = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = defineRemote({ name: 'mf-broken', App: Broken });
    await app.bootstrap(props('mf-broken'));
    await app.mount(props('mf-broken'));
    await waitFor(() => expect(document.getElementById('single-spa-application:mf-broken')).toHaveTextContent('Internal Server Error'));
    expect(document.getElementById('single-spa-application:mf-broken')).toHaveTextContent('kaboom');
    err.mockRestore();
  });
});
