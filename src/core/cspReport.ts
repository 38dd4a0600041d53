// What the page sends to /v1/buried/log/cspSecurity for a Content-Security-Policy violation
// (section 7: bizType, data{event, reason}, timestamp, page), and how many it may send.

export const CSP_BIZ_TYPE = 'cspSecurity';
/** A page that keeps violating (a hostile extension, a loop) must not flood the gateway. */
export const MAX_CSP_REPORTS_PER_PAGE = 5;
/** Violations that arrive together (one blocked script fires several) are sent as one batch after this pause. */
export const CSP_REPORT_DEBOUNCE_MS = 1_000;

/** The fields of a SecurityPolicyViolationEvent that the report uses. */
export interface ViolationLike {
  readonly effectiveDirective: string;
  readonly blockedURI: string;
  readonly sourceFile?: string;
  readonly lineNumber?: number;
  readonly disposition?: string;
}

export interface CspReport {
  readonly bizType: typeof CSP_BIZ_TYPE;
  readonly data: { readonly event: string; readonly reason: string };
  readonly timestamp: number;
  readonly page: string;
}

// Within the gateway's field limits (docs/protocol.md).
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The address without query and fragment: they may carry tokens that do not belong in a log. */
export function withoutQuery(url: string): string {
  return url.replace(/[?#].*$/s, '');
}

/**
 * The report for one violation. `event` names the directive that refused; `reason` says what was
 * blocked (an address, or 'inline' / 'eval') and where it came from.
 */
export function cspReport(violation: ViolationLike, page: string, timestamp: number): CspReport {
  const blocked = withoutQuery(violation.blockedURI || 'unknown');
  const source = violation.sourceFile ? ` at ${withoutQuery(violation.sourceFile)}${violation.lineNumber ? `:${violation.lineNumber}` : ''}` : '';
  return {
    bizType: CSP_BIZ_TYPE,
    data: { event: clip(`${violation.disposition === 'report' ? 'report' : 'enforce'} ${violation.effectiveDirective}`, 200), reason: clip(`blocked ${blocked}${source}`, 1000) },
    timestamp,
    page: clip(withoutQuery(page), 1000),
  };
}

/** Same directive, same blocked thing, same page: one report is enough. */
export function reportKey(report: CspReport): string {
  return `${report.data.event}|${report.data.reason}|${report.page}`;
}
