import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import QRCode from 'qrcode';

/** The spec's QR code size (spec 2 §9). */
export const QR_SIZE = 128;

export type ReferralQrProps = {
  /** The full link to encode (origin + /referral_code?referral_code=CODE). */
  value: string;
  /** Accessible name, e.g. t('rewards:referral.qrAlt'). */
  label: string;
  size?: number;
  className?: string;
};

const Frame = styled.div`
  display: inline-flex;
  padding: 8px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fff;
  line-height: 0;
  canvas { display: block; }
`;

/** A QR code of the referral link, drawn by the `qrcode` library on a canvas at 128 px (dark on white, scannable). */
export function ReferralQr({ value, label, size = QR_SIZE, className }: ReferralQrProps) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    if (!canvas || !value) return;
    QRCode.toCanvas(canvas, value, { width: size, margin: 0, errorCorrectionLevel: 'M', color: { dark: '#000000', light: '#ffffff' } }).catch(() => {
      /* a link too long to encode leaves the canvas empty; the link itself is shown and copyable beside it */
    });
  }, [value, size]);
  return (
    <Frame className={className}>
      <canvas ref={ref} width={size} height={size} role="img" aria-label={label} data-testid="referral-qr" data-value={value} style={{ width: size, height: size }} />
    </Frame>
  );
}
