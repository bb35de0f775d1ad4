/** The cards of a list's items, laid out by `className` (the grid's columns and gaps). */
import { Fragment, type ReactNode } from 'react';

export function CardGrid<T extends { id: string }>({
  items,
  className,
  children,
}: {
  items: readonly T[];
  className: string;
  /** One item's card. */
  children: (item: T) => ReactNode;
}) {
  return (
    <div className={className}>
      {items.map((item) => (
        <Fragment key={item.id}>{children(item)}</Fragment>
      ))}
    </div>
  );
}
