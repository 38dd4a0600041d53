// One table for orders and positions that becomes a stack of cards where it is narrow (a phone,
// or a narrow panel on a wide screen): each card shows its head cells (symbol, side) on top and
// every other cell as "label: value", so nothing essential scrolls out of sight sideways.
import { type FocusEvent, type ReactNode, useLayoutEffect, useRef } from 'react';
import './account.css';

const FOCUSABLE = 'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), [tabindex="0"]';
const ACTION = '.acct-cell--actions button:not([disabled])';

/**
 * Focus that would fall to the page's body when the focused row leaves the table (its order
 * canceled, its position closed) moves to the row now in its place, else the one above, else the
 * note that the table is empty: a keyboard user stays where they were working.
 */
function useFocusStaysInTable() {
  const box = useRef<HTMLDivElement>(null);
  const last = useRef<{ element: HTMLElement; row: number } | null>(null);
  useLayoutEffect(() => {
    const focused = last.current;
    const container = box.current;
    if (!focused || !container || focused.element.isConnected) return;
    last.current = null;
    if (document.activeElement && document.activeElement !== document.body) return;
    const rows = [...container.querySelectorAll<HTMLTableRowElement>('tbody tr')];
    const row = rows[Math.min(focused.row, rows.length - 1)];
    const target = row?.querySelector<HTMLElement>(ACTION)
      ?? row?.querySelector<HTMLElement>(FOCUSABLE)
      ?? container.querySelector<HTMLElement>('.acct-empty');
    target?.focus();
  });
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const row = event.target.closest('tbody tr');
    const rows = row ? [...(row.parentElement?.children ?? [])] : [];
    last.current = row ? { element: event.target, row: rows.indexOf(row) } : null;
  };
  return { box, onFocus };
}

export interface Column<T> {
  readonly id: string;
  readonly label: string;
  readonly cell: (row: T) => ReactNode;
  /** Heads the card (symbol, side): shown without its label on a card. */
  readonly head?: boolean;
  /** Figures align to the end of the column. */
  readonly numeric?: boolean;
  /** The row's buttons: a full-width bar at the foot of a card. */
  readonly actions?: boolean;
}

export function AccountTable<T>({ caption, columns, rows, rowKey, empty }: {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  empty: ReactNode;
}) {
  const { box, onFocus } = useFocusStaysInTable();
  return (
    <div ref={box} onFocus={onFocus}>
      {rows.length === 0 ? <p className="acct-empty" tabIndex={-1}>{empty}</p> : (
        <div className="acct-scroll">
          <table className="acct-table">
            <caption className="acct-sr-only">{caption}</caption>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.id} scope="col" className={cellClass(c)}>
                    {c.actions ? <span className="acct-sr-only">{c.label}</span> : c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={rowKey(row)} className="acct-row">
                  {columns.map((c) => (
                    <td key={c.id} className={cellClass(c)}>
                      {c.head || c.actions ? null : <span className="acct-cell__label">{c.label}</span>}
                      <span className="acct-cell__value">{c.cell(row)}</span>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function cellClass(c: Pick<Column<never>, 'head' | 'numeric' | 'actions'>): string {
  return ['acct-cell', c.head && 'acct-cell--head', c.numeric && 'acct-cell--numeric', c.actions && 'acct-cell--actions'].filter(Boolean).join(' ');
}

/** A figure that keeps its digit order in Arabic. */
export function Figure({ children, tone }: { children: ReactNode; tone?: 'up' | 'down' | null }) {
  return <span dir="ltr" className={tone ? `acct-figure acct-${tone}` : 'acct-figure'}>{children}</span>;
}
