import { useEffect, useState } from 'react';
import { readPhoto } from '../../driverOutbox/photoStore';

/**
 * A kept photo, shown from an object URL of its bytes in the photo store. The URL is made here, not kept in the store:
 * object URLs end with the page, and a draft outlives a reload.
 */
export function PhotoThumb({ photoKey, alt }: { photoKey: string; alt: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let made: string | null = null;
    let gone = false;
    void readPhoto(photoKey).then((blob) => {
      if (gone || !blob || typeof URL.createObjectURL !== 'function') return;
      made = URL.createObjectURL(blob);
      setUrl(made);
    }).catch(() => undefined);
    return () => {
      gone = true;
      if (made) URL.revokeObjectURL(made);
    };
  }, [photoKey]);
  return url ? <img className="inspection__thumb" src={url} alt={alt} /> : <span className="inspection__thumb inspection__thumb--empty" role="img" aria-label={alt} />;
}
