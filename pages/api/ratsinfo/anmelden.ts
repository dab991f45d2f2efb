import { handleCouncilLogin } from '@/lib/session/council-api';

export default handleCouncilLogin;
