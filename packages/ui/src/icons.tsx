/** The few line icons the shared components draw themselves (the package has no icon set). */
import type { ReactNode, SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

/** A 20px, 24-unit line icon drawing `shapes` in the current text colour. */
function lineIcon(name: string, shapes: ReactNode) {
  function LineIcon(props: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        width={20}
        height={20}
        {...props}
      >
        {shapes}
      </svg>
    );
  }
  LineIcon.displayName = name;
  return LineIcon;
}

export const CloseIcon = lineIcon('CloseIcon', <path d="M18 6 6 18M6 6l12 12" />);

export const AlertIcon = lineIcon(
  'AlertIcon',
  <>
    <path d="M12 9v4M12 17h.01" />
    <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
  </>,
);

export const InfoIcon = lineIcon(
  'InfoIcon',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 16v-4M12 8h.01" />
  </>,
);

export const UploadIcon = lineIcon(
  'UploadIcon',
  <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M17 8l-5-5-5 5M12 3v12" />,
);

export const InboxIcon = lineIcon(
  'InboxIcon',
  <>
    <path d="M22 12h-6l-2 3h-4l-2-3H2" />
    <path d="M5.45 5.11 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.45-6.89A2 2 0 0 0 16.76 4H7.24a2 2 0 0 0-1.79 1.11Z" />
  </>,
);
