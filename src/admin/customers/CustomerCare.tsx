import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { object, string } from 'yup';
import type { AdminCustomer, CustomerNote } from '../../universal/contracts/admin/customers';
import {
  cleanTag,
  NOTE_MAX_LENGTH,
  TAG_MAX_LENGTH,
  tagKey,
  tagProblem,
  TAGS_PER_CUSTOMER,
} from '../../universal/customer-care';
import { failureOf } from '../api/failure';
import { useFormats, useT } from '../i18n/use-t';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { FormFailure, useCallForm, useFieldBinder, WrittenField } from '../ui/form';
import { Panel } from '../ui/Panel';
import { EmptyText } from '../ui/PlainTable';
import { useToast, useToastedCall } from '../ui/use-toast';
import {
  useAddCustomerNoteMutation,
  useAddCustomerTagMutation,
  useDeleteCustomerNoteMutation,
  useRemoveCustomerTagMutation,
} from './customers-api';

const noteSchema = object({
  body: string().trim().required('validation.noteRequired').max(NOTE_MAX_LENGTH, 'validation.tooLong'),
});

/** The tag's rule, the server's own (customer-care.ts), each problem in the console's words. */
const tagSchema = object({
  label: string()
    .test('tag', 'validation.tagRequired', (value) => tagProblem(cleanTag(value ?? '')) !== 'empty')
    .test('tag', 'validation.tagTooLong', (value) => tagProblem(cleanTag(value ?? '')) !== 'tooLong')
    .test('tag', 'validation.tagCharacters', (value) => tagProblem(cleanTag(value ?? '')) !== 'characters'),
});

/** The customers grid filtered by a tag. */
export const taggedPath = (label: string) => `/customers?${new URLSearchParams({ tag: label })}`;

/**
 * The customer's tags ("VIP", "wholesale"): each a link to the customers carrying it and a button that
 * takes it off; a field adds one (in any case, once).
 */
export function CustomerTags({ id, tags }: { id: string; tags: AdminCustomer['tags'] }) {
  const t = useT();
  const toast = useToast();
  const call = useToastedCall();
  const [addTag] = useAddCustomerTagMutation();
  const [removeTag, removing] = useRemoveCustomerTagMutation();
  const full = tags.length >= TAGS_PER_CUSTOMER;
  const formik = useCallForm({
    initialValues: { label: '' },
    validationSchema: tagSchema,
    fields: ['label'],
    send: async (values) => {
      try {
        return await addTag({ id, label: cleanTag(values.label) }).unwrap();
      } catch (error) {
        // 409: another staff member filled the customer's tags meanwhile; said on the field, in these words.
        if (failureOf(error).status !== 409) throw error;
        throw {
          status: 400,
          data: { code: 'VALIDATION_FAILED', message: '', errors: { label: t('customer.tagsFull') } },
        };
      }
    },
    done: (_answer, helpers, values) => {
      helpers.resetForm();
      toast.success('customer.tagAdded', { tag: cleanTag(values.label) });
    },
  });
  const field = useFieldBinder(formik);
  const typedAlready = tags.some((tag) => tagKey(tag) === tagKey(formik.values.label));

  return (
    <Panel title={t('customer.tags')}>
      {tags.length ? (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', mb: 2, p: 0, listStyle: 'none' }}
          component="ul"
          aria-label={t('customer.tags')}
        >
          {tags.map((tag) => (
            <Stack key={tag} component="li" direction="row" sx={{ alignItems: 'center' }}>
              <Chip
                label={
                  <Link component={RouterLink} to={taggedPath(tag)} color="inherit" underline="hover">
                    {tag}
                  </Link>
                }
              />
              <IconButton
                size="small"
                aria-label={t('customer.removeTag', { tag })}
                disabled={removing.isLoading}
                onClick={() =>
                  void call(
                    () => removeTag({ id, label: tag }).unwrap(),
                    () => toast.success('customer.tagRemoved', { tag }),
                  )
                }
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Stack>
          ))}
        </Stack>
      ) : (
        <EmptyText>{t('customer.noTags')}</EmptyText>
      )}
      <form noValidate onSubmit={formik.handleSubmit}>
        <FormFailure formik={formik} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' }, mt: 1 }}>
          <TextField
            {...field('label')}
            label={t('customer.tagLabel')}
            helperText={field('label').helperText ?? t(full ? 'customer.tagsFull' : 'customer.tagHelp')}
            size="small"
            disabled={full}
            slotProps={{ htmlInput: { maxLength: TAG_MAX_LENGTH } }}
          />
          <Button
            type="submit"
            variant="outlined"
            disabled={full || formik.isSubmitting || typedAlready}
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            {t('customer.addTag')}
          </Button>
        </Stack>
      </form>
    </Panel>
  );
}

/**
 * Staff's notes on the customer, newest first, each with its author and time (the newest CUSTOMER_NOTES_SHOWN,
 * with how many there are); a form adds one, and a note's author may delete it after saying so.
 */
export function CustomerNotes({ customer }: { customer: AdminCustomer }) {
  const t = useT();
  const formats = useFormats();
  const toast = useToast();
  const call = useToastedCall();
  const { id } = customer.profile;
  const [addNote] = useAddCustomerNoteMutation();
  const [deleteNote, deleting] = useDeleteCustomerNoteMutation();
  const [asking, setAsking] = useState<CustomerNote | undefined>();
  const formik = useCallForm({
    initialValues: { body: '' },
    validationSchema: noteSchema,
    fields: ['body'],
    send: (values) => addNote({ id, body: values.body.trim() }).unwrap(),
    done: (_answer, helpers) => {
      helpers.resetForm();
      toast.success('customer.noteAdded');
    },
  });
  const field = useFieldBinder(formik);

  const confirmDelete = async (note: CustomerNote) => {
    setAsking(undefined);
    await call(
      () => deleteNote({ id, noteId: note.id }).unwrap(),
      () => toast.success('customer.noteDeleted'),
    );
  };

  return (
    <Panel title={t('customer.notes', { count: customer.noteCount })}>
      <form noValidate onSubmit={formik.handleSubmit}>
        <FormFailure formik={formik} />
        <Stack spacing={1} sx={{ mb: 2 }}>
          <WrittenField
            bound={field('body')}
            label={t('field.note')}
            hint={t('customer.noteHelp')}
            maxLength={NOTE_MAX_LENGTH}
          />
          <div>
            <Button type="submit" variant="outlined" disabled={formik.isSubmitting}>
              {t('customer.addNote')}
            </Button>
          </div>
        </Stack>
      </form>
      {customer.notes.length ? (
        <List dense disablePadding aria-label={t('customer.notesList')}>
          {customer.notes.map((note) => (
            <ListItem
              key={note.id}
              disableGutters
              divider
              secondaryAction={
                note.mine && (
                  <Button
                    size="small"
                    color="error"
                    disabled={deleting.isLoading}
                    onClick={() => setAsking(note)}
                    aria-label={t('customer.deleteNoteOf', { date: formats.dateTime(note.at) })}
                  >
                    {t('customer.deleteNote')}
                  </Button>
                )
              }
              sx={{ pe: note.mine ? 10 : 0 }}
            >
              <ListItemText
                primary={note.body}
                secondary={`${note.by} · ${formats.dateTime(note.at)}`}
                slotProps={{ primary: { sx: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      ) : (
        <EmptyText>{t('customer.noNotes')}</EmptyText>
      )}
      {customer.noteCount > customer.notes.length && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('customer.olderNotes', { shown: customer.notes.length, count: customer.noteCount })}
        </Typography>
      )}
      <ConfirmDialog
        open={asking !== undefined}
        title={t('customer.deleteNoteTitle')}
        text={asking?.body ?? ''}
        confirmLabel={t('customer.deleteNote')}
        busy={deleting.isLoading}
        onConfirm={() => asking && void confirmDelete(asking)}
        onClose={() => setAsking(undefined)}
      />
    </Panel>
  );
}
