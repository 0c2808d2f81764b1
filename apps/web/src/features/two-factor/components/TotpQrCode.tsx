import { generate } from 'lean-qr';
import { useMemo } from 'react';

/** The otpauth URI as a QR code, drawn as one SVG path (no canvas, crisp at any size). */
export function TotpQrCode({ uri, label }: { uri: string; label: string }) {
  const { size, path } = useMemo(() => {
    const code = generate(uri);
    let d = '';
    for (let y = 0; y < code.size; y += 1) {
      for (let x = 0; x < code.size; x += 1) {
        if (code.get(x, y)) d += `M${x + 4} ${y + 4}h1v1h-1z`;
      }
    }
    return { size: code.size + 8, path: d };
  }, [uri]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      className="size-48 rounded-lg border border-zinc-200 bg-white"
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
