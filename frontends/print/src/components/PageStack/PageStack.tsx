import type { HTMLAttributes } from 'react';
import './PageStack.css';

/** Its children one under the other on screen, and each a page of its own on paper (copies of a label, a receipt, an invoice). */
export function PageStack({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div {...props} className={className ? `page-stack ${className}` : 'page-stack'} />;
}
