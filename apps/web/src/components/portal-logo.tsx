import type { SVGProps } from 'react';

interface PortalLogoProps extends SVGProps<SVGSVGElement> {
  /** Accessible name of the image; empty string makes it decorative. */
  titulo?: string;
  tamanho?: number;
}

/** The portal's mark: a shield with the scales of justice. Inline, so it costs no request. */
export function PortalLogo({ titulo = 'Logotipo do Portal unificado', tamanho = 40, ...props }: PortalLogoProps) {
  const decorativo = titulo === '';
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 64 64"
      width={tamanho}
      height={tamanho}
      role={decorativo ? undefined : 'img'}
      aria-label={decorativo ? undefined : titulo}
      aria-hidden={decorativo ? true : undefined}
      focusable="false"
      {...props}
    >
      <rect width="64" height="64" rx="14" fill="#0b2a4a" />
      <path
        d="M32 10 14 17v13c0 11.6 7.7 20.6 18 24 10.3-3.4 18-12.4 18-24V17z"
        fill="none"
        stroke="#ffffff"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <path
        d="M32 22v20M24 28h16M22 28l-4 8h8zM42 28l-4 8h8z"
        fill="none"
        stroke="#f2c14e"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
