/**
 * An icon of the public site: one `<use>` of the shared sprite instead of inline SVG paths, so a
 * page's HTML and its RSC payload carry a short reference per icon, and the paths are downloaded
 * once and cached. Decorative: hidden from assistive technology (name the control instead).
 */
import type { SiteIconName } from './names';

export type { SiteIconName } from './names';

/**
 * Versioned by deployment, so browsers may keep the sprite for good (see next.config.ts). Next
 * inlines NEXT_DEPLOYMENT_ID into the client build; it is not configuration to validate.
 */
// eslint-disable-next-line no-restricted-properties
const SPRITE_URL = `/icons/site.svg?v=${process.env.NEXT_DEPLOYMENT_ID ?? 'dev'}`;

export function Icon({ name, className }: { name: SiteIconName; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" className={className}>
      <use href={`${SPRITE_URL}#${name}`} />
    </svg>
  );
}

/** A button showing only an icon, named for assistive technology by `label`. */
export function IconButton({
  icon,
  label,
  onClick,
  className,
  iconClassName,
}: {
  icon: SiteIconName;
  label: string;
  onClick: () => void;
  className: string;
  iconClassName: string;
}) {
  return (
    <button type="button" onClick={onClick} aria-label={label} className={className}>
      <Icon name={icon} className={iconClassName} />
    </button>
  );
}
