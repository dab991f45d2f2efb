import { handleRatsinfoPasswordChange } from '@/lib/ratsinfo/ratsinfo-routes';

export default handleRatsinfoPasswordChange;
