// A few tiny line icons of the dashboard, each drawn on the web lib's LineIcon.
import { LineIcon as Icon } from '@repair-shop/web';

type IconProps = { size?: number };

export const PrinterIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M6 9V3h12v6" />
    <rect x="3" y="9" width="18" height="8" rx="2" />
    <path d="M6 14h12v7H6z" />
  </Icon>
);

export const PencilIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M4 20h4L19 9l-4-4L4 16v4z" />
    <path d="M13.5 6.5l4 4" />
  </Icon>
);

export const ArrowLeftIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M19 12H5" />
    <path d="M11 6l-6 6 6 6" />
  </Icon>
);

export const ChevronDownIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M6 9l6 6 6-6" />
  </Icon>
);

export const MessageIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M4 5h16v11H9l-5 4z" />
  </Icon>
);

export const PlusIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M12 5v14M5 12h14" />
  </Icon>
);

export const LogoutIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M15 4h4v16h-4" />
    <path d="M10 8l-4 4 4 4" />
    <path d="M6 12h10" />
  </Icon>
);

export const UserIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
  </Icon>
);

export const SmsIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <rect x="6" y="2" width="12" height="20" rx="2" />
    <path d="M9 8h6M9 12h4" />
    <path d="M11 18h2" />
  </Icon>
);

export const TrashIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M4 7h16" />
    <path d="M10 11v6M14 11v6" />
    <path d="M6 7l1 13h10l1-13" />
    <path d="M9 7V4h6v3" />
  </Icon>
);

export const CoinIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <circle cx="12" cy="12" r="9" />
    <path d="M15 9.5c-.5-1-1.6-1.5-3-1.5-1.7 0-3 .9-3 2s1.3 1.7 3 2 3 .9 3 2-1.3 2-3 2c-1.4 0-2.5-.5-3-1.5" />
    <path d="M12 6v2M12 16v2" />
  </Icon>
);

export const BoxIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M3 7l9-4 9 4-9 4-9-4z" />
    <path d="M3 7v10l9 4 9-4V7" />
    <path d="M12 11v10" />
  </Icon>
);

/** In and out: a product's stock movements. */
export const MovementsIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M7 4v16M3 8l4-4 4 4" />
    <path d="M17 20V4M13 16l4 4 4-4" />
  </Icon>
);
