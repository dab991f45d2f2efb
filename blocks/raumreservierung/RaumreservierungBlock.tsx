// The room reservation of a directory entry: asks the site's server for the entry's room (the
// spec's room lookup) and shows nothing unless the lookup succeeds. Until then the server-rendered
// section is `hidden`: neither seen nor read.
import useSWR from 'swr';
import type { Raumreservierung } from '@/codegen/out/types';
import type { BlockProps } from '@/renderer/block-props';
import { RaumBooking } from '@/renderer/forms/RaumBooking';

async function lookUp(url: string): Promise<string | null> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) return null;
  const body = (await response.json()) as { raum?: unknown };
  return typeof body.raum === 'string' && body.raum ? body.raum : null;
}

export default function RaumreservierungBlock({ content }: BlockProps<Raumreservierung>) {
  const { data: raumId } = useSWR(
    `/api/buchungen/raumsuche?branchenId=${encodeURIComponent(content.branchenId)}`,
    lookUp,
    {
      revalidateOnFocus: false,
      shouldRetryOnError: false,
    },
  );
  const title = content.titel ?? 'Raum reservieren';
  if (!raumId) {
    return (
      <section hidden data-branchen-id={content.branchenId}>
        <h2>{title}</h2>
      </section>
    );
  }
  return <RaumBooking raumId={raumId} title={title} />;
}
