import { handleIntranetDocument } from '@/lib/intranet/intranet-routes';

export default handleIntranetDocument;
