import type { CSSProperties } from 'react';
import type { BusinessResponse, JobResponse } from '@repair-shop/contracts';
import { LABEL_LIMITS, clientTicketCode, formatDate, truncate, type LabelSize } from '@repair-shop/web';
import { QrImage } from '../QrImage/QrImage';
import { labelQrText } from './label-qr';
import './JobLabel.css';

interface Props {
  job: JobResponse;
  business: BusinessResponse | null;
  size: LabelSize;
}

type LabelStyle = CSSProperties & Record<'--label-w' | '--label-h', string>;

/** One label, exactly the chosen physical size; its QR code's place is marked `data-drawing` until the code is drawn. */
export function JobLabel({ job, business, size }: Props) {
  const style: LabelStyle = { '--label-w': `${size.widthCm}cm`, '--label-h': `${size.heightCm}cm` };
  const code = clientTicketCode(job.id);

  return (
    <article className="job-label" style={style} aria-label={`Etiketa ${code}`}>
      <div className="job-label-text">
        <div className="job-label-shop">{business?.businessName ?? 'Servisi'}</div>
        <div className="job-label-line job-label-client">{truncate(job.clientName, LABEL_LIMITS.client)}</div>
        <div className="job-label-line job-label-device">{truncate(job.deviceModel, LABEL_LIMITS.device)}</div>
        <div className="job-label-line job-label-problem">{truncate(job.workDescription, LABEL_LIMITS.problem)}</div>
        <div className="job-label-line">
          <span className="job-label-key">{job.deviceIdKind === 'serial' ? 'S/N' : 'IMEI'}:</span>{' '}
          {truncate(job.deviceImei, LABEL_LIMITS.imei)}
        </div>
        <div className="job-label-line">
          <span className="job-label-key">Punëtori:</span> {truncate(job.assignedWorker, LABEL_LIMITS.worker)}
        </div>
      </div>
      <div className="job-label-side">
        <QrImage className="job-label-qr" text={labelQrText(job.trackingToken)} alt={`Kodi QR i biletës ${code}`} />
        <div>
          <div className="job-label-code-caption">BILETA</div>
          <div className="job-label-code">{code}</div>
          <div className="job-label-date">{formatDate(job.createdAt)}</div>
        </div>
      </div>
    </article>
  );
}
