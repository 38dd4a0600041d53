// A link whose address comes from data (the server, a message, the user): rendered as a link only
// when the address passes the safe-URL rule, as plain text otherwise.
import { type AnchorHTMLAttributes, useEffect } from 'react';
import { judgeUrl, leavesPageOrigin } from '../core/safeUrl';
import { productUrlPolicy, warnRefusedUrl } from '../platform/safeNavigation';

export type SafeLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: unknown };

export function SafeLink({ href, children, target, rel, ...rest }: SafeLinkProps) {
  const policy = productUrlPolicy();
  const verdict = judgeUrl(href, policy);
  const refusal = verdict.allowed ? null : verdict.reason;
  // Logged after render, so Strict Mode's double render and re-renders do not repeat it.
  useEffect(() => {
    if (refusal) warnRefusedUrl('href', href, refusal);
  }, [href, refusal]);

  if (!verdict.allowed) return <span className={rest.className}>{children}</span>;
  const otherSite = verdict.kind === 'own-origin' && leavesPageOrigin(verdict, policy);
  return (
    <a {...rest} href={verdict.url} target={otherSite ? '_blank' : target} rel={otherSite || target === '_blank' ? 'noopener noreferrer' : rel}>
      {children}
    </a>
  );
}
