import type { GetServerSideProps } from 'next';
import { RatsinfoPage } from '@/renderer/ratsinfo/RatsinfoPage';
import { getRatsinfoProps } from '@/renderer/ratsinfo/ratsinfo-props';
import type { RatsinfoPageProps } from '@/renderer/ratsinfo/ratsinfo-types';

export const getServerSideProps: GetServerSideProps<RatsinfoPageProps> = (context) =>
  getRatsinfoProps(context, { kind: 'reports' });
export default RatsinfoPage;
