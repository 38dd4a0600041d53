// Reports Content-Security-Policy violations to /v1/buried/log/cspSecurity (section 7). Violations
// come in bursts (one blocked script can fire several events), so they are gathered for a moment,
// told apart by directive, blocked address and page, and capped per page load.
import { api } from '../../api/api';
import { serverClock } from '../../api/serverClock';
import { CSP_REPORT_DEBOUNCE_MS, type CspReport, MAX_CSP_REPORTS_PER_PAGE, cspReport, reportKey } from '../../core/cspReport';
import { PATHS } from '../../core/protocol/paths';

export function installCspReporter(): void {
  const seen = new Set<string>();
  let waiting: CspReport[] = [];
  let timer: number | undefined;

  const send = () => {
    for (const report of waiting) {
      // Reports go out together to the same address: none may cancel another as a duplicate. One
      // that cannot be delivered is not worth a retry.
      void api(PATHS.cspSecurity, { ...report }, { ignoreDuplicate: true }).catch(() => undefined);
    }
    waiting = [];
  };

  document.addEventListener('securitypolicyviolation', (event) => {
    if (seen.size >= MAX_CSP_REPORTS_PER_PAGE) return;
    const report = cspReport(event, window.location.href, Math.round(serverClock.now()));
    const key = reportKey(report);
    if (seen.has(key)) return;
    seen.add(key);
    waiting.push(report);
    window.clearTimeout(timer);
    timer = window.setTimeout(send, CSP_REPORT_DEBOUNCE_MS);
  });
}
