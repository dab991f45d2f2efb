import type { GetServerSideProps } from 'next';
import { IntranetPage } from '@/renderer/intranet/IntranetPage';
import { getIntranetProps } from '@/renderer/intranet/intranet-props';
import type { IntranetPageProps } from '@/renderer/intranet/intranet-types';

export const getServerSideProps: GetServerSideProps<IntranetPageProps> = (context) =>
  getIntranetProps(context, { kind: 'category', slug: String(context.params?.slug ?? '') });
export default IntranetPage;
