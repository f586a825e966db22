import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Children, type ComponentType, type ReactNode } from 'react';

interface MessageScreenCommon {
  /** The screen's one heading (its h1): what happened ("Page not found", "Something went wrong"). */
  title: string;
  /** What it means for the reader, in a sentence. */
  text: string;
  /** The ways on, each app's own links or buttons: one stands alone, several share one wrapping row. */
  actions: ReactNode;
}

/**
 * Where the screen stands:
 * - `page`: the whole page's content, centred with room around it (the shop's not-found and error pages;
 *   `alert` makes a screen that replaces a failed one an alert).
 * - `in-layout`: in the flow of an app's own frame, under that app's heading component (the console's
 *   `PageHeading`, which takes the focus after a navigation and names the tab).
 */
export type MessageScreenProps = MessageScreenCommon &
  ({ look: 'page'; alert?: boolean } | { look: 'in-layout'; Heading: ComponentType<{ children: string }> });

/**
 * A screen that says a page is not there or could not be shown, and offers a way on: one structure
 * (heading, sentence, ways on) for the shop and its staff console, each passing its own texts and links
 * (docs/decisions/0107). The document title stays each app's (the console's heading sets it).
 */
export function MessageScreen(props: MessageScreenProps) {
  const { title, text, actions } = props;
  if (props.look === 'in-layout') {
    const { Heading } = props;
    return (
      <>
        <Heading>{title}</Heading>
        <Typography sx={{ mb: 2 }}>{text}</Typography>
        {actions}
      </>
    );
  }
  return (
    <Box role={props.alert ? 'alert' : undefined} sx={{ textAlign: 'center', py: 10, px: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {text}
      </Typography>
      {Children.count(actions) > 1 ? (
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>{actions}</Box>
      ) : (
        actions
      )}
    </Box>
  );
}
