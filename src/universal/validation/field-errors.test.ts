import { object, string, ValidationError } from 'yup';
import { ROOT_ERROR_KEY, toFieldErrors } from './field-errors';

const schema = object({
  name: string().required('Name is required').min(3, 'Too short'),
  address: object({ zipCode: string().required('ZIP code is required') }),
});

function failureOf(run: () => unknown): ValidationError {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationError) return error;
    throw error;
  }
  throw new Error('expected a validation failure');
}

describe('toFieldErrors', () => {
  it('keys every failing field by its dotted path, keeping the first message', () => {
    const error = failureOf(() => schema.validateSync({ name: '', address: {} }, { abortEarly: false }));
    expect(toFieldErrors(error)).toEqual({ name: 'Name is required', 'address.zipCode': 'ZIP code is required' });
  });

  it('handles an abortEarly failure, which has no inner errors', () => {
    const error = failureOf(() => schema.validateSync({ name: 'ab', address: { zipCode: '1' } }));
    expect(toFieldErrors(error)).toEqual({ name: 'Too short' });
  });

  it('files a failure with no path under the root key', () => {
    const error = failureOf(() => string().required('Missing').validateSync(undefined));
    expect(toFieldErrors(error)).toEqual({ [ROOT_ERROR_KEY]: 'Missing' });
  });
});
