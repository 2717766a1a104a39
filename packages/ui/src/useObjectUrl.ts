import { useEffect, useState } from 'react';

/** A blob: address for a chosen file while it is shown (a receipt's thumbnail), revoked when the file changes or goes. */
export function useObjectUrl(file: Blob): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const u = URL.createObjectURL(file);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [file]);
  return url;
}
