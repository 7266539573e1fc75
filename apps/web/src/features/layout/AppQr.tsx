import { useEffect, useRef, useState } from 'react';

/**
 * A QR code drawn in the browser from the app's download URL (no image service needed). The
 * encoder is fetched when the code first comes into view (the phone's side menu is a closed
 * drawer on the first paint), and the white square holds its place meanwhile.
 */
export function AppQr({ url, label, size = 96 }: { url: string; label: string; size?: number }) {
  const box = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(typeof IntersectionObserver === 'undefined');
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    const el = box.current;
    if (seen || !el) return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setSeen(true);
    });
    io.observe(el);
    return () => io.disconnect();
  }, [seen]);
  useEffect(() => {
    if (!seen) return;
    let live = true;
    void import('qrcode')
      .then((QRCode) =>
        QRCode.toDataURL(url, { margin: 1, width: size * 2, color: { dark: '#0b1530', light: '#ffffff' } }),
      )
      .then((d) => {
        if (live) setSrc(d);
      });
    return () => {
      live = false;
    };
  }, [seen, url, size]);
  return (
    <figure className="flex flex-col items-center gap-1" data-qr-url={url}>
      <div ref={box} className="rounded-lg bg-white p-1" style={{ width: size, height: size }}>
        {src && <img src={src} alt={label} width={size - 8} height={size - 8} />}
      </div>
      <figcaption className="text-xs text-muted">{label}</figcaption>
    </figure>
  );
}
