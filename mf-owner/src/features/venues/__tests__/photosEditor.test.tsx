import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pasteInto } from '@venues/mf-kit/testing';
import type { OwnerPhoto, PhotosOrder } from '@venues/contracts';
import { ui } from '@venues/session';
import { PhotosEditor, photoProblem } from '../PhotosEditor';
import { popconfirm } from '../../../test/antd';
import { photo } from '../../../test/venues';

// The photos of a venue or space: uploads one after the other with their progress, the browser's
// own checks first, captions saved on leaving the box, the cover and the order, removal asked first.

afterEach(() => act(() => ui.closeSnackbar()));

const png = (name: string, size = 1000) => new File([new Uint8Array(size)], name, { type: 'image/png' });

interface Calls {
  upload: jest.Mock<Promise<OwnerPhoto[]>, [File, (fraction: number) => void]>;
  order: jest.Mock<Promise<OwnerPhoto[]>, [PhotosOrder]>;
  remove: jest.Mock<Promise<OwnerPhoto[]>, [string]>;
}
/** An upload stand-in that answers `impl(file)` (the progress is not reported). */
const uploadOf = (impl: (file: File) => Promise<OwnerPhoto[]>) => jest.fn((file: File, _progress: (fraction: number) => void) => impl(file));

function show(photos: OwnerPhoto[], calls: Partial<Calls> = {}, props: { max?: number; editable?: boolean } = {}) {
  const all: Calls = {
    upload: calls.upload ?? uploadOf(async () => photos),
    order: calls.order ?? jest.fn(async (body: PhotosOrder) => body.photos.map((p) => ({ ...photos.find((x) => x._id === p._id)!, caption: p.caption ?? '' }))),
    remove: calls.remove ?? jest.fn(async (id: string) => photos.filter((p) => p._id !== id)),
  };
  render(<PhotosEditor photos={photos} max={props.max ?? 30} editable={props.editable ?? true} {...all} />);
  return all;
}
/** The button inside antd's Upload.Dragger. */
const CHOOSE = 'Choose photos';
const fileInput = () => document.querySelector('input[type=file]') as HTMLInputElement;
const images = () => within(screen.getByRole('list', { name: 'Photos, the first is the cover' })).getAllByRole('img');

test('the browser refuses what the server would: other types and files over 10 MB', () => {
  expect(photoProblem({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe('a.gif: upload a JPEG, PNG or WebP photo.');
  expect(photoProblem({ name: 'b.jpg', type: 'image/jpeg', size: 11 * 1024 * 1024 })).toBe('b.jpg is larger than 10 MB: export it smaller and try again.');
  expect(photoProblem({ name: 'c.webp', type: 'image/webp', size: 10 })).toBeNull();
});

test('chosen photos upload one after the other, each with its progress; the list is the server’s answer', async () => {
  const sent: ((list: OwnerPhoto[]) => void)[] = [];
  const progress: ((f: number) => void)[] = [];
  const upload = jest.fn((_file: File, onProgress: (f: number) => void) => {
    progress.push(onProgress);
    return new Promise<OwnerPhoto[]>((resolve) => sent.push(resolve));
  });
  show([], { upload });
  expect(screen.getByText(/No photos yet/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: CHOOSE })).toHaveAccessibleDescription(/JPEG, PNG or WebP, up to 10 MB, at least 640×400 pixels. 0 of 30 used./);
  // The button opens the browser's file chooser (antd's hidden file input).
  const opened = jest.fn();
  fileInput().addEventListener('click', opened);
  await userEvent.setup().click(screen.getByRole('button', { name: CHOOSE }));
  expect(opened).toHaveBeenCalledTimes(1);
  fireEvent.change(fileInput(), { target: { files: [png('loft.png'), png('terrace.png')] } });

  const uploads = await screen.findByRole('list', { name: 'Uploads' });
  expect(within(uploads).getByText('Waiting')).toBeInTheDocument();
  act(() => progress[0]!(0.4));
  expect(screen.getByRole('progressbar', { name: 'Uploading loft.png' })).toHaveAttribute('aria-valuenow', '40');
  expect(upload).toHaveBeenCalledTimes(1);

  await act(async () => sent[0]!([photo(1)]));
  await waitFor(() => expect(upload).toHaveBeenCalledTimes(2));
  expect(upload.mock.calls[1]![0].name).toBe('terrace.png');
  expect(images()).toHaveLength(1);
  await act(async () => sent[1]!([photo(1), photo(2)]));
  await waitFor(() => expect(images()).toHaveLength(2));
  expect(screen.queryByRole('list', { name: 'Uploads' })).not.toBeInTheDocument();
  expect(screen.getByText('Cover')).toBeInTheDocument();
});

test('a file the browser can tell is wrong is not sent; a refused upload says why; the rest go on', async () => {
  const upload = uploadOf(async (file: File) => {
    if (file.name === 'small.png') throw Object.assign(new Error('x'), { isAxiosError: true, response: { status: 400, data: { error: { code: 'VALIDATION_ERROR', message: 'The photo must be at least 640×400 pixels' } } } });
    return [photo(1)];
  });
  show([], { upload });
  fireEvent.change(fileInput(), { target: { files: [new File(['x'], 'anim.gif', { type: 'image/gif' }), png('small.png'), png('good.png')] } });
  await waitFor(() => expect(images()).toHaveLength(1));
  expect(upload.mock.calls.map(([f]) => f.name)).toEqual(['small.png', 'good.png']);
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('anim.gif: upload a JPEG, PNG or WebP photo.');
  expect(alert).toHaveTextContent('small.png:');
  await userEvent.setup().click(within(alert).getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('more photos than there is room for: the extra ones are left out and named', async () => {
  const upload = uploadOf(async () => [photo(1), photo(2)]);
  show([photo(1)], { upload }, { max: 2 });
  fireEvent.change(fileInput(), { target: { files: [png('a.png'), png('b.png')] } });
  expect(await screen.findByRole('alert')).toHaveTextContent('At most 2 photos: 1 left out (b.png).');
  await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
  // Full: no more uploads offered.
  await waitFor(() => expect(screen.queryByRole('button', { name: CHOOSE })).not.toBeInTheDocument());
  expect(document.querySelector('.ant-upload-drag')).toBeNull();
});

test('photos dropped on the zone are uploaded', async () => {
  const upload = uploadOf(async () => [photo(1)]);
  show([], { upload });
  // antd's Dragger: the drop lands on the zone around the button.
  const zone = screen.getByRole('button', { name: CHOOSE }).closest<HTMLElement>('.ant-upload-btn')!;
  expect(zone.closest('.ant-upload-drag')).not.toBeNull();
  fireEvent.drop(zone, { dataTransfer: { files: [png('dropped.png')] } });
  await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
  expect(upload.mock.calls[0]![0].name).toBe('dropped.png');
});

test('a caption is saved when the box is left; the order moves and the cover changes', async () => {
  const user = userEvent.setup();
  const calls = show([photo(1), photo(2), photo(3)]);
  const caption = screen.getByRole('textbox', { name: 'Caption of photo 2' });
  await pasteInto(user, caption, 'The terrace at dusk');
  await user.tab();
  await waitFor(() => expect(calls.order).toHaveBeenCalledTimes(1));
  expect(calls.order.mock.calls[0]![0].photos.map((p) => p.caption)).toEqual(['', 'The terrace at dusk', '']);
  await waitFor(() => expect(ui.snackbar).toMatchObject({ open: true, text: 'Caption saved' }));
  // Leaving it again without a change sends nothing.
  await user.click(caption);
  await user.tab();
  expect(calls.order).toHaveBeenCalledTimes(1);

  expect(screen.getByRole('button', { name: 'Move photo 1 earlier' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Move photo 1 later' }));
  await waitFor(() => expect(calls.order).toHaveBeenCalledTimes(2));
  expect(calls.order.mock.calls[1]![0].photos.map((p) => p._id)).toEqual([photo(2)._id, photo(1)._id, photo(3)._id]);

  await waitFor(() => expect(screen.getByRole('button', { name: 'Make cover: photo 3' })).toBeEnabled());
  await user.click(screen.getByRole('button', { name: 'Make cover: photo 3' }));
  await waitFor(() => expect(calls.order).toHaveBeenCalledTimes(3));
  expect(calls.order.mock.calls[2]![0].photos[0]!._id).toBe(photo(3)._id);
  await waitFor(() => expect(ui.snackbar).toMatchObject({ text: 'Cover photo changed' }));
});

test('removing a photo asks first', async () => {
  const user = userEvent.setup();
  const calls = show([photo(1), photo(2)]);
  const opener = screen.getByRole('button', { name: 'Remove photo 2' });
  await user.click(opener);
  // antd's Popconfirm asks first.
  const ask = await popconfirm('Remove this photo?');
  expect(ask).toHaveTextContent('It leaves the page at once.');
  await user.click(within(ask).getByRole('button', { name: 'Keep it' }));
  await waitFor(() => expect(ask).toHaveClass('ant-popover-hidden'));
  expect(calls.remove).not.toHaveBeenCalled();

  await user.click(opener);
  await user.click(within(await popconfirm('Remove this photo?')).getByRole('button', { name: 'Remove' }));
  await waitFor(() => expect(images()).toHaveLength(1));
  expect(calls.remove).toHaveBeenCalledWith(photo(2)._id);
  expect(screen.queryByRole('button', { name: 'Remove photo 2' })).not.toBeInTheDocument();
  expect(ui.snackbar).toMatchObject({ text: 'Photo removed', color: 'success' });
});

test('photos of a venue that cannot be edited are shown only', () => {
  show([photo(1)], {}, { editable: false });
  expect(screen.getByRole('img', { name: 'Photo 1' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: CHOOSE })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Caption of photo 1' })).toBeDisabled();
});
