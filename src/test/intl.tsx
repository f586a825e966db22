/**
 * Components rendered on their own, outside the app's providers, still read their texts from the
 * catalogs: these render them in English, so tests assert the spec's exact texts.
 */
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import enMessages from '../universal/i18n/messages/en.json';

export function InEnglish({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale="en" defaultLocale="en" messages={enMessages}>
      {children}
    </IntlProvider>
  );
}

export function renderInEnglish(ui: ReactElement, options: Omit<RenderOptions, 'wrapper'> = {}) {
  return render(ui, { ...options, wrapper: InEnglish });
}
