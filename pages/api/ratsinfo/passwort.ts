import { handleRatsinfoPasswordChange } from '@/lib/session/ratsinfo-api';

export default handleRatsinfoPasswordChange;
