import { handleIntranetLogout } from '@/lib/intranet/intranet-routes';

export default handleIntranetLogout;
