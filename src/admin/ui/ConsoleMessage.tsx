import type { ComponentType, ReactNode } from 'react';
import { MessageScreen } from '../../browser-kit/ui/MessageScreen';
import { useT } from '../i18n/use-t';
import { PageHeading } from './PageHeading';

/**
 * A console screen that is only a message, inside the console's frame (the shop's message screen,
 * in-layout): its heading and sentence are the catalog's `<texts>.title` and `<texts>.text`, then `actions`.
 */
export function ConsoleMessage({
  texts,
  Heading = PageHeading,
  actions,
}: {
  texts: 'notFound' | 'crash';
  Heading?: ComponentType<{ children: string }>;
  actions: ReactNode;
}) {
  const t = useT();
  return (
    <MessageScreen
      look="in-layout"
      Heading={Heading}
      title={t(`${texts}.title`)}
      text={t(`${texts}.text`)}
      actions={actions}
    />
  );
}
