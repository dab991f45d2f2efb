import { handleIntranetLogin } from '@/lib/session/intranet-api';

export default handleIntranetLogin;
