import type { BusinessResponse, JobResponse } from '@repair-shop/contracts';
import type { LabelSize } from '@repair-shop/web';
import { JobLabel } from '../JobLabel/JobLabel';
import { PageStack } from '../PageStack/PageStack';
import { PageStyle } from '../PageStyle/PageStyle';
import './LabelSheet.css';

interface Props {
  job: JobResponse;
  business: BusinessResponse | null;
  size: LabelSize;
  copies: number;
}

/** The job's label `copies` times, each on a page exactly the label's size (the label page and the print station). */
export function LabelSheet({ job, business, size, copies }: Props) {
  return (
    <>
      <PageStyle size={`${size.widthCm}cm ${size.heightCm}cm`} margin="0" />
      <PageStack className="label-sheet">
        {Array.from({ length: copies }, (_, copy) => (
          <JobLabel key={copy} job={job} business={business} size={size} />
        ))}
      </PageStack>
    </>
  );
}
