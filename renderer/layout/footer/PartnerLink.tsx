import Image from 'next/image';
import type { Einstellungen } from '@/codegen/out/types';
import { SmartLink } from '@/renderer/ui/SmartLink';
import styles from './PartnerLogos.module.css';

export type Partner = Einstellungen['partner'][number];

/** One partner logo on a white tile; the partner's name is the link's accessible name. */
export function PartnerLink({ partner }: { partner: Partner }) {
  return (
    <SmartLink href={partner.href} className={styles.tile}>
      <Image src={partner.logo} alt={partner.name} fill sizes="240px" className={styles.logo} />
    </SmartLink>
  );
}
