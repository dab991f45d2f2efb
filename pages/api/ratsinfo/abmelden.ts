import { handleRatsinfoLogout } from '@/lib/session/ratsinfo-api';

export default handleRatsinfoLogout;
