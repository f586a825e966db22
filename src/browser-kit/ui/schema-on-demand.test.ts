import { validateYupSchema, yupToFormErrors } from 'formik';
import { object, string, type ValidationError } from 'yup';
import { schemaOnDemand } from './schema-on-demand';

const schema = object({
  email: string().trim().required('Email is required').email('Please enter a valid email'),
  name: string().required('Name is required').min(2, 'Name is too short'),
});
type Values = { email: string; name: string };

/** What Formik's `validationSchema: schema` reports for these values (its runValidationSchema). */
async function asValidationSchema(values: Values) {
  try {
    await validateYupSchema(values, schema);
    return {};
  } catch (error) {
    return yupToFormErrors<Values>(error as ValidationError);
  }
}

test.each<Values>([
  { email: '', name: '' },
  { email: '  not-an-email ', name: 'A' },
  { email: 'layla@example.com', name: '' },
  { email: 'layla@example.com', name: 'Layla' },
])('reports what validationSchema reports: %j', async (values) => {
  const validate = schemaOnDemand<Values>(() => Promise.resolve(schema));
  const expected = await asValidationSchema(values);
  expect(await validate(values)).toEqual(expected);
});

test('an empty field is "required", as Formik reads it (\'\' as absent), not a later rule', async () => {
  const validate = schemaOnDemand<Values>(() => Promise.resolve(schema));
  expect(await validate({ email: '', name: '' })).toEqual({ email: 'Email is required', name: 'Name is required' });
});

test('the schema is fetched once, by the first check, and kept for the next', async () => {
  const fetchSchema = jest.fn(() => Promise.resolve(schema));
  const validate = schemaOnDemand<Values>(fetchSchema);
  expect(fetchSchema).not.toHaveBeenCalled();
  await Promise.all([validate({ email: '', name: '' }), validate({ email: 'a@b.co', name: 'Al' })]);
  await validate({ email: 'a@b.co', name: '' });
  expect(fetchSchema).toHaveBeenCalledTimes(1);
});

test('a schema that cannot be fetched reports no errors (the server checks), and the next check fetches again', async () => {
  const fetchSchema = jest
    .fn<Promise<typeof schema>, []>()
    .mockRejectedValueOnce(new Error('Loading chunk 812 failed'))
    .mockResolvedValue(schema);
  const validate = schemaOnDemand<Values>(fetchSchema);
  expect(await validate({ email: '', name: '' })).toEqual({});
  expect(await validate({ email: '', name: '' })).toEqual({ email: 'Email is required', name: 'Name is required' });
  expect(fetchSchema).toHaveBeenCalledTimes(2);
});

test('an error that is not a validation failure is not taken for "no errors"', async () => {
  const broken = object({
    email: string().test('throws', 'never shown', () => {
      throw new TypeError('a rule with a bug');
    }),
  });
  const validate = schemaOnDemand<{ email: string }>(() => Promise.resolve(broken));
  await expect(validate({ email: 'a@b.co' })).rejects.toThrow('a rule with a bug');
});
