import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/**
 * A QR code of `value` as an SVG drawn from its modules (no markup string is injected), with a
 * quiet zone of four modules, black on white whatever the theme, as scanners expect. `label`
 * names it for screen readers.
 */
export function QrCode({ value, label, size = 200 }: { value: string; label: string; size?: number }) {
  const { count, path } = useMemo(() => {
    const code = qrcode(0, 'M');
    code.addData(value);
    code.make();
    const modules = code.getModuleCount();
    let d = '';
    for (let row = 0; row < modules; row++) {
      for (let column = 0; column < modules; column++) {
        if (code.isDark(row, column)) d += `M${column + 4},${row + 4}h1v1h-1z`;
      }
    }
    return { count: modules + 8, path: d };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${count} ${count}`}
      shapeRendering="crispEdges"
    >
      <rect width={count} height={count} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
