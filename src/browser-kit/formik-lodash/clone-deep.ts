/**
 * lodash's `cloneDeep` as Formik uses it, on a form's initial values, errors, touched and status and on the
 * values a field array adds: klona's deep copy of objects, arrays, dates and regular expressions, whatever
 * else kept as it is. The browser bundle gives Formik this instead of lodash-es's (webpack.config.ts,
 * docs/decisions/0137).
 */
export { klona as default } from 'klona/lite';
