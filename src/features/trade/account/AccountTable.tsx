// One table for orders and positions that becomes a stack of cards where it is narrow (a phone,
// or a narrow panel on a wide screen): each card shows its head cells (symbol, side) on top and
// every other cell as "label: value", so nothing essential scrolls out of sight sideways.
import type { ReactNode } from 'react';
import './account.css';

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
  if (rows.length === 0) return <p className="acct-empty">{empty}</p>;
  return (
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
  );
}

function cellClass(c: Pick<Column<never>, 'head' | 'numeric' | 'actions'>): string {
  return ['acct-cell', c.head && 'acct-cell--head', c.numeric && 'acct-cell--numeric', c.actions && 'acct-cell--actions'].filter(Boolean).join(' ');
}

/** A figure that keeps its digit order in Arabic. */
export function Figure({ children, tone }: { children: ReactNode; tone?: 'up' | 'down' | null }) {
  return <span dir="ltr" className={tone ? `acct-figure acct-${tone}` : 'acct-figure'}>{children}</span>;
}
