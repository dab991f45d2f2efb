import { handleCouncilLogout } from '@/lib/session/council-api';

export default handleCouncilLogout;
