import { handleIntranetLogout } from '@/lib/session/intranet-api';

export default handleIntranetLogout;
