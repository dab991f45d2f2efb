import { handleRatsinfoLogin } from '@/lib/ratsinfo/ratsinfo-routes';

export default handleRatsinfoLogin;
