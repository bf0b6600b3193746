import { render, screen, waitFor } from '@testing-library/react';
import Button from 'antd/es/button';
import { AntdProviders } from '../AntdProviders';
import { PlainErrorView } from '../ErrorView';
import { defineRemote } from '../defineRemote';

const props = (name: string) => ({ name, singleSpa: {}, mountParcel: jest.fn() }) as never;

function UsesAntd() {
  return <Button>antd page</Button>;
}

describe('AntdProviders', () => {
  it('renders its children in the themed box once the providers chunk has loaded, nested boundaries once', async () => {
    const { container } = render(
      <AntdProviders fallback={<span>loading antd</span>}>
        <AntdProviders>
          <UsesAntd />
        </AntdProviders>
      </AntdProviders>,
    );
    await screen.findByText('antd page');
    expect(container.querySelectorAll('.ui-app')).toHaveLength(1);
  });
});

describe('PlainErrorView', () => {
  it('names the error as docs/spec.md §2 and links to the country home', () => {
    window.history.replaceState(null, '', '/my/nowhere');
    render(<PlainErrorView status={404} />);
    expect(screen.getByTestId('error-view')).toHaveAttribute('data-status', '404');
    expect(screen.getByText('Page Not Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/my');
  });
});

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

describe('defineRemote antd scope', () => {
  beforeEach(() => {
    document.body.innerHTML = '<main id="remote-slot"></main>';
    window.history.replaceState(null, '', '/sg');
  });

  it.each([
    ['app', 1],
    ['pages', 0],
  ] as const)('antd: %s wraps the app in %i themed box', async (antd, count) => {
    const name = `mf-scope-${antd}`;
    const app = defineRemote({ name, App: () => <p>landing</p>, antd });
    await app.bootstrap(props(name));
    await app.mount(props(name));
    const el = document.getElementById(`single-spa-application:${name}`);
    await waitFor(() => expect(el).toHaveTextContent('landing'));
    expect(el?.querySelectorAll('.ui-app')).toHaveLength(count);
    await app.unmount(props(name));
  });
});
