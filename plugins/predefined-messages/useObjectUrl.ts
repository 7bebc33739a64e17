import { useEffect, useState } from 'react';

/**
 * A same-origin `blob:` URL for a file while the component shows it (revoked after), so a link
 * opens the bytes already fetched. Undefined until there is a file, or where the platform has none.
 */
export function useObjectUrl(file: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string | undefined>();
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return setUrl(undefined);
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(undefined);
    };
  }, [file]);
  return url;
}
