/** The social networks' marks, from the site's icon sprite (lucide's style; lucide has none). */
import { Icon } from './icons/icon';

export type SocialNetwork =
  'facebook' | 'twitter' | 'instagram' | 'linkedin' | 'youtube' | 'whatsapp';

export function SocialIcon({ network, className }: { network: SocialNetwork; className?: string }) {
  return <Icon name={network === 'whatsapp' ? 'message-circle' : network} className={className} />;
}
