import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { object, string } from 'yup';
import {
  MAX_SYNONYM_PHRASE_LENGTH,
  MAX_SYNONYM_PHRASES,
  type SynonymGroupRow,
} from '../../universal/contracts/admin/synonyms';
import { useT } from '../i18n/use-t';
import { FormFailure, useCallForm, useFieldBinder } from '../ui/form';
import { LoadFailure } from '../ui/Loading';
import { PageHeading } from '../ui/PageHeading';
import { useToast } from '../ui/use-toast';
import {
  useCreateSearchSynonymsMutation,
  useDeleteSearchSynonymsMutation,
  useSearchSynonymsQuery,
} from './synonyms-api';

/** The phrases of the form's one field: split at commas, trimmed, each once. */
export function phrasesOf(text: string): string[] {
  return [...new Set(text.split(/[,،]/).map((phrase) => phrase.trim().replace(/\s+/g, ' ')))].filter(Boolean);
}

const synonymSchema = object({
  phrases: string()
    .required('synonyms.phrasesRequired')
    .test('two', 'synonyms.phrasesTwo', (value) => phrasesOf(value).length >= 2)
    .test('many', 'synonyms.phrasesMany', (value) => phrasesOf(value ?? '').length <= MAX_SYNONYM_PHRASES)
    .test('long', 'synonyms.phraseLong', (value) =>
      phrasesOf(value ?? '').every((phrase) => phrase.length <= MAX_SYNONYM_PHRASE_LENGTH),
    ),
});

/** A new group: its words or phrases in one field, separated by commas. */
function NewGroupForm() {
  const t = useT();
  const toast = useToast();
  const [create] = useCreateSearchSynonymsMutation();
  const formik = useCallForm({
    initialValues: { phrases: '' },
    validationSchema: synonymSchema,
    fields: ['phrases'],
    send: (values) => create({ phrases: phrasesOf(values.phrases) }).unwrap(),
    done: (_group, helpers) => {
      toast.success('synonyms.added');
      helpers.resetForm();
    },
  });
  const field = useFieldBinder(formik);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="synonyms-new" sx={{ p: 2, mb: 2 }}>
      <Typography id="synonyms-new" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('synonyms.new')}
      </Typography>
      <form noValidate onSubmit={formik.handleSubmit}>
        <FormFailure formik={formik} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            {...field('phrases')}
            label={t('synonyms.phrases')}
            placeholder={t('synonyms.example')}
            helperText={field('phrases').helperText ?? t('synonyms.phrasesHint')}
            fullWidth
          />
          <Button type="submit" variant="contained" disabled={formik.isSubmitting} sx={{ flexShrink: 0, mt: 1 }}>
            {t('synonyms.add')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

function GroupRow({ group }: { group: SynonymGroupRow }) {
  const t = useT();
  const toast = useToast();
  const [remove, { isLoading }] = useDeleteSearchSynonymsMutation();
  const label = t('synonyms.remove', { phrases: group.phrases.join(', ') });
  return (
    <ListItem
      divider
      secondaryAction={
        <IconButton
          edge="end"
          aria-label={label}
          disabled={isLoading}
          onClick={() =>
            void remove(group.id)
              .unwrap()
              .then(() => toast.success('synonyms.removed'))
              .catch(() => toast.error(t('synonyms.removeFailed')))
          }
        >
          <DeleteIcon />
        </IconButton>
      }
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', pe: 4 }}>
        {group.phrases.map((phrase) => (
          <Chip key={phrase} label={<bdi>{phrase}</bdi>} size="small" />
        ))}
      </Stack>
    </ListItem>
  );
}

/**
 * Search synonyms (issue 53): groups of words a shopper's search treats as one, in any of the shop's
 * languages. A change reaches the shop's search within a second, and is in the audit trail.
 */
export default function SynonymsPage() {
  const t = useT();
  const { data, error, refetch } = useSearchSynonymsQuery();
  return (
    <>
      <PageHeading>{t('synonyms.title')}</PageHeading>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('synonyms.intro')}
      </Typography>
      <NewGroupForm />
      {error !== undefined && <LoadFailure error={error} onRetry={() => void refetch()} />}
      {data && (
        <Paper variant="outlined" component="section" aria-label={t('synonyms.groups')}>
          {data.rows.length === 0 ? (
            <Typography sx={{ p: 2 }}>{t('synonyms.none')}</Typography>
          ) : (
            <List disablePadding>
              {data.rows.map((group) => (
                <GroupRow key={group.id} group={group} />
              ))}
            </List>
          )}
        </Paper>
      )}
    </>
  );
}
