import { handleCouncilPasswordChange } from '@/lib/session/council-api';

export default handleCouncilPasswordChange;
