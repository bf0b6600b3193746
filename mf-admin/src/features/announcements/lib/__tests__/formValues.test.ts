import type { Announcement } from '@venues/contracts';
import { formFieldOf, formValuesOf, toCreateBody, toPatchBody } from '../formValues';

const stored: Announcement = {
  _id: '0b6f1c2e-3c1a-4f1e-9d0a-2b9f0c1d2e3f',
  title: 'Maintenance',
  description: 'We will be down on Sunday.',
  attachment: { path: 'https://cdn.example.com/a.png' },
  active: true,
  viewed: false,
  target: 'ALL',
  target_device: 'WEB_ONLY',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
};

describe('toCreateBody', () => {
  it('turns an empty image path into no attachment', () => {
    expect(
      toCreateBody({ title: 'T', description: 'D', attachment: { path: '' }, active: true, target: 'USERS_ONLY', target_device: 'ALL' }),
    ).toEqual({ title: 'T', description: 'D', attachment: null, active: true, target: 'USERS_ONLY', target_device: 'ALL' });
  });
});

describe('toPatchBody', () => {
  it('sends nothing when nothing changed', () => {
    expect(toPatchBody(stored, formValuesOf(stored))).toEqual({});
  });
  it('sends only the changed fields', () => {
    expect(toPatchBody(stored, { ...formValuesOf(stored), title: 'Maintenance tonight', active: false })).toEqual({
      title: 'Maintenance tonight',
      active: false,
    });
  });
  it('clears the image with attachment null', () => {
    expect(toPatchBody(stored, { ...formValuesOf(stored), attachment: { path: '' } })).toEqual({ attachment: null });
  });
  it('treats a missing stored image and an empty path as the same', () => {
    const noImage = { ...stored, attachment: null };
    expect(toPatchBody(noImage, formValuesOf(noImage))).toEqual({});
  });
});

describe('formFieldOf', () => {
  it('maps server field paths to form fields', () => {
    expect(formFieldOf('title')).toBe('title');
    expect(formFieldOf('attachment.path')).toBe('attachment.path');
    expect(formFieldOf('attachment')).toBe('attachment.path');
    expect(formFieldOf('viewed')).toBeNull();
  });
});
