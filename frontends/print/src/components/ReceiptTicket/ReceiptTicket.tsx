import { clientTicketCode } from '@repair-shop/web';

/** The ticket's code in large type: what the client reads out and types on the tracking page. */
export function ReceiptTicket({ jobId }: { jobId: string }) {
  return (
    <div className="receipt-ticket">
      <div className="receipt-ticket-caption">Nr. i biletës</div>
      <div className="receipt-ticket-code" data-testid="receipt-ticket">
        {clientTicketCode(jobId)}
      </div>
    </div>
  );
}
