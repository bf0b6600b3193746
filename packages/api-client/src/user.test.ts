import { nonEmptyFields } from './endpoints/users';

test('profile edits send only non-empty fields (SPEC §5)', () => {
  expect(nonEmptyFields({ first_name: 'Ada', last_name: '  ', email: undefined, phone_number: '' as string, date_of_birth: '1990-01-01' })).toEqual({
    first_name: 'Ada',
    date_of_birth: '1990-01-01',
  });
});
