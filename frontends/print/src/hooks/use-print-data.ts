import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { BusinessResponse, JobResponse } from '@repair-shop/contracts';
import { ApiRequestError, clearSession, shopApi } from '@repair-shop/web';
import { LOGIN_PATH } from '../routes';

export type PrintData =
  | { state: 'loading' }
  | { state: 'notFound' }
  | { state: 'failed' }
  | { state: 'ready'; job: JobResponse; business: BusinessResponse | null };

const status = (error: unknown): number | null => (error instanceof ApiRequestError ? error.status : null);

/** The business printed on labels and invoices; a shop that has not registered one prints without it. */
async function loadBusiness(): Promise<BusinessResponse | null> {
  try {
    return await shopApi.business();
  } catch (error) {
    if (status(error) === 404) return null;
    throw error;
  }
}

/** Loads the job and the shop's business; an expired session goes back to /login. */
export function usePrintData(jobId: string): PrintData {
  const navigate = useNavigate();
  const [data, setData] = useState<PrintData>({ state: 'loading' });

  useEffect(() => {
    let current = true;
    setData({ state: 'loading' });
    Promise.all([shopApi.job(jobId), loadBusiness()])
      .then(([detail, business]) => {
        if (current) setData({ state: 'ready', job: detail.job, business });
      })
      .catch((error: unknown) => {
        console.error('Loading the job to print failed', error);
        if (!current) return;
        const code = status(error);
        if (code === 401) {
          clearSession();
          navigate(LOGIN_PATH, { replace: true });
        } else {
          setData({ state: code === 404 || code === 400 ? 'notFound' : 'failed' });
        }
      });
    return () => {
      current = false;
    };
  }, [jobId, navigate]);

  return data;
}
