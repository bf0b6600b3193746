import { lazyResolver } from '../forms/lazyResolver';

type Result = { values: object; errors: Record<string, unknown> };
const rules = async (values: { email: string }): Promise<Result> =>
  values.email.includes('@') ? { values, errors: {} } : { values: {}, errors: { email: { message: 'Enter a valid e-mail' } } };

test('downloads the rules once, at the first check, and applies them', async () => {
  const load = jest.fn(async () => rules);
  const resolver = lazyResolver(load);
  expect(load).not.toHaveBeenCalled();
  expect(await resolver({ email: 'mei' })).toEqual({ values: {}, errors: { email: { message: 'Enter a valid e-mail' } } });
  expect(await resolver({ email: 'mei@example.com' })).toEqual({ values: { email: 'mei@example.com' }, errors: {} });
  expect(load).toHaveBeenCalledTimes(1);
});

test('when the download fails the values go on unchecked, and the next check tries again', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const load = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue(rules);
  const resolver = lazyResolver(load as () => Promise<typeof rules>);
  expect(await resolver({ email: 'mei' })).toEqual({ values: { email: 'mei' }, errors: {} });
  expect(warn).toHaveBeenCalled();
  expect(await resolver({ email: 'mei' })).toEqual({ values: {}, errors: { email: { message: 'Enter a valid e-mail' } } });
  expect(load).toHaveBeenCalledTimes(2);
  warn.mockRestore();
});
