import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyComponent } from './lazyComponent';

test('lazyComponent draws nothing while the module comes, then the component with its props, loading it once', async () => {
  let resolve!: (c: (p: { name: string }) => ReactElement) => void;
  const load = jest.fn(() => new Promise<(p: { name: string }) => ReactElement>((r) => (resolve = r)));
  const Greeting = lazyComponent(load);
  const { container, rerender } = render(<Greeting name="Harbour Loft" />);
  expect(container).toBeEmptyDOMElement();
  resolve(({ name }) => <p>Block {name}</p>);
  expect(await screen.findByText('Block Harbour Loft')).toBeInTheDocument();
  rerender(<Greeting name="Rooftop" />);
  expect(screen.getByText('Block Rooftop')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});
