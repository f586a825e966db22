import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { AdminMessageId } from '../i18n/load-messages';
import { useFormats, useT } from '../i18n/use-t';

/** A moment of an order's timeline or a return's history, as the server answers both. */
interface HistoryEvent {
  at: string;
  what: string;
  /** The staff member's email; null for the shopper or the shop. */
  by: string | null;
  detail?: string | undefined;
}

/**
 * What happened to an order or a return, oldest first: each moment in words (with its detail), when and
 * by whom. `names` words the moments this history knows; any other shows as the server names it.
 */
export function EventHistory({
  events,
  names,
  byShopper,
  breakLongWords = false,
}: {
  events: readonly HistoryEvent[];
  names: Readonly<Record<string, AdminMessageId>>;
  /** Who a moment with no staff member behind it is "by". */
  byShopper: string;
  /** Lets a long word in a detail (a reason with a link, say) break anywhere; the return page asks for it. */
  breakLongWords?: boolean;
}) {
  const t = useT();
  const formats = useFormats();
  const nameOf = (what: string) => {
    const id = names[what];
    return id ? t(id) : what;
  };
  return (
    <List dense disablePadding>
      {events.map((event, index) => (
        <ListItem key={`${event.at}-${index}`} disableGutters>
          <ListItemText
            primary={event.detail ? `${nameOf(event.what)}: ${event.detail}` : nameOf(event.what)}
            secondary={`${formats.dateTime(event.at)} · ${event.by ?? byShopper}`}
            {...(breakLongWords && { slotProps: { primary: { sx: { overflowWrap: 'anywhere' } } } })}
          />
        </ListItem>
      ))}
    </List>
  );
}
