import { formatCardNumber, formatCvc, formatExpiry } from './cardFormat';

test('the card number is grouped in fours as typed, American Express 4-6-5, at most 19 digits', () => {
  expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
  expect(formatCardNumber('42424')).toBe('4242 4');
  expect(formatCardNumber('4242 4242-4242')).toBe('4242 4242 4242');
  expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
  expect(formatCardNumber('3782822463100059999')).toBe('3782 822463 10005');
  expect(formatCardNumber('62123456789012345678')).toBe('6212 3456 7890 1234 567');
  expect(formatCardNumber('')).toBe('');
});

test('the expiry takes digits only and puts the slash in: "1234" is "12/34", and deleting works', () => {
  expect(formatExpiry('1234')).toBe('12/34');
  expect(formatExpiry('12')).toBe('12/');
  expect(formatExpiry('12/')).toBe('12/');
  expect(formatExpiry('12//')).toBe('12/');
  expect(formatExpiry('12', true)).toBe('12');
  expect(formatExpiry('12/3', true)).toBe('12/3');
  expect(formatExpiry('1', true)).toBe('1');
  expect(formatExpiry('4')).toBe('04/');
  expect(formatExpiry('07/31')).toBe('07/31');
  expect(formatExpiry('123456')).toBe('12/34');
  expect(formatCvc('12a34 5')).toBe('1234');
});
