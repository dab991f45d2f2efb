import { handleIntranetLogin } from '@/lib/intranet/intranet-routes';

export default handleIntranetLogin;
