// Renders HTML from the server (articles, announcements) only after sanitizeHtml: the one place
// in the app where markup from outside is set as markup.
import { type HTMLAttributes, useMemo } from 'react';
import { sanitizeHtml } from '../platform/sanitizeHtml';

export type SafeHtmlProps = Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> & { html: string };

export function SafeHtml({ html, ...rest }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
