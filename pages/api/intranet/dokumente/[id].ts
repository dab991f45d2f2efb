import { handleIntranetDocument } from '@/lib/session/intranet-api';

export default handleIntranetDocument;
