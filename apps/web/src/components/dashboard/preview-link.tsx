/**
 * 'Preview' on the card of a disabled item: opens the public page that would show it, in a new
 * tab, in a staff preview where disabled content shows under a 'Preview — not public' bar.
 */
import { buttonClasses } from '@kasar/ui';
import { ExternalLink } from 'lucide-react';

import { previewUrlFor } from '../preview-paths';

export function PreviewLink({ path, itemName }: { path: string; itemName: string }) {
  return (
    <a
      href={previewUrlFor(path)}
      target="_blank"
      rel="noopener"
      aria-label={`Preview ${itemName} (opens in a new tab)`}
      className={buttonClasses('secondary', 'sm')}
    >
      <ExternalLink size={16} aria-hidden />
      Preview
    </a>
  );
}
