import { handleRatsinfoLogin } from '@/lib/session/ratsinfo-api';

export default handleRatsinfoLogin;
