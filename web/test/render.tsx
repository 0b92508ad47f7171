import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nProvider } from '../src/lib/i18n/I18nProvider';

/** Renders a component as the app does: inside the language provider (English in tests). */
export function renderInApp(ui: ReactElement, options?: RenderOptions) {
  return render(ui, {
    wrapper: ({ children }: { children: ReactNode }) => <I18nProvider>{children}</I18nProvider>,
    ...options,
  });
}
