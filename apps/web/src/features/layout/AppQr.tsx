import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** A QR code drawn in the browser from the app's download URL (no image service needed). */
export function AppQr({ url, label, size = 96 }: { url: string; label: string; size?: number }) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(url, { margin: 1, width: size * 2, color: { dark: '#0b1530', light: '#ffffff' } }).then((d) => {
      if (live) setSrc(d);
    });
    return () => {
      live = false;
    };
  }, [url, size]);
  return (
    <figure className="flex flex-col items-center gap-1">
      <div className="rounded-lg bg-white p-1" style={{ width: size, height: size }}>
        {src && <img src={src} alt={label} width={size - 8} height={size - 8} />}
      </div>
      <figcaption className="text-xs text-muted">{label}</figcaption>
    </figure>
  );
}
