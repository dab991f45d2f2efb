import { handleRatsinfoLogout } from '@/lib/ratsinfo/ratsinfo-routes';

export default handleRatsinfoLogout;
