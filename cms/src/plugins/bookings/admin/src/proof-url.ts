// A booking's proof image, fetched with the admin's session and shown from a blob URL (the
// detail page, the queue's cards and the full-screen viewer all read it this way).
import { useFetchClient } from '@strapi/strapi/admin';
import { useEffect, useState } from 'react';

export function useProofUrl(no: string, enabled = true): { url: string | null; error: unknown } {
  const { get } = useFetchClient();
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    if (!enabled) return;
    let objectUrl: string | null = null;
    let live = true;
    get<Blob>(`/bookings/appointments/${encodeURIComponent(no)}/proof`, {
      responseType: 'blob',
    }).then(
      (res) => {
        objectUrl = URL.createObjectURL(res.data);
        if (live) setUrl(objectUrl);
      },
      (err: unknown) => live && setError(err),
    );
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [get, no, enabled]);
  return { url, error };
}
