/** What the dialogs a service card opens are given. */
import type { RouterOutputs } from '@kasar/api';

export type Service = RouterOutputs['services']['list']['data'][number];

export interface ServiceDialogProps {
  service: Service;
  onClose: () => void;
}
